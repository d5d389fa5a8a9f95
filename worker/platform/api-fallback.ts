// The answer to an /api request no route took: a path the API has, asked with a method it does not take, is a 405
// naming the ones it takes (HEAD with GET); anything else is a 404. Both are read from the app's own routes.
import type { Context as HonoContext } from 'hono';
import { withRequestId } from './request-id';

type Route = { method: string; path: string };

export function apiFallback(routes: () => Route[]) {
  let allowed: ((path: string) => string[]) | undefined;
  return (c: HonoContext) => {
    allowed ??= allowedMethods(routes());
    const methods = allowed(c.req.path);
    if (methods.length) {
      const message = `Method ${c.req.method} is not allowed here; use ${methods.join(', ')}`;
      return c.json(withRequestId(c, { success: false, message, errorType: 'method_not_allowed' }), 405, { Allow: methods.join(', ') });
    }
    return c.json(withRequestId(c, { success: false, message: `Not found: ${c.req.method} ${c.req.path}`, errorType: 'route_not_found' }), 404);
  };
}

/** The methods each /api path takes (HEAD with GET). */
function allowedMethods(routes: Route[]): (path: string) => string[] {
  const patterns = routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'))
    .map((route) => {
      const source = route.path
        .split('/')
        .map((part) => {
          const param = part.match(/^:\w+(?:\{(.+)\})?$/);
          if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return { method: route.method, pattern: new RegExp(`^${source}/?$`) };
    });
  return (path) => {
    const methods = new Set(patterns.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
