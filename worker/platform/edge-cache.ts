// The cache a location's isolates share (the Workers Cache API): anonymous public reads stored once, served to all.
export interface SharedCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** `caches.default` where the runtime has it (workerd), else nothing: Node has one process and its own read cache. */
export function defaultSharedCache(): SharedCache | undefined {
  return (globalThis as { caches?: { default?: SharedCache } }).caches?.default;
}
