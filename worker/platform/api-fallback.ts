// The answer to an /api request no route took: a path the API has, asked with a method it does not take, is a 405
// naming the ones it takes (HEAD with GET); anything else is a 404. Both are read from the app's own routes.
import type { Context as HonoContext } from 'hono';
import { withRequestId } from './request-id';
import { codedMessage } from '../../src/shared/messages';

type Route = { method: string; path: string };

export function apiFallback(routes: () => Route[]) {
  let allowed: ((path: string) => string[]) | undefined;
  return (c: HonoContext) => {
    allowed ??= allowedMethods(routes());
    const methods = allowed(c.req.path);
    if (methods.length) {
      const coded = codedMessage('method_not_allowed', { method: c.req.method, allowed: methods.join(', ') });
      return c.json(withRequestId(c, { success: false, errorType: 'method_not_allowed', ...coded }), 405, {
        Allow: methods.join(', '),
      });
    }
    const coded = codedMessage('route_not_found', { method: c.req.method, path: c.req.path });
    return c.json(withRequestId(c, { success: false, errorType: 'route_not_found', ...coded }), 404);
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
