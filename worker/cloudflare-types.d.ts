// What the Worker uses of the binding kinds that the generated bindings (worker-configuration.d.ts, `wrangler types`)
// name. @cloudflare/workers-types' own globals would clash with the DOM types the client and the Node host use.
type R2Bucket = import('./platform/media-r2').R2BucketLike;
type Fetcher = { fetch(request: Request): Promise<Response> };
