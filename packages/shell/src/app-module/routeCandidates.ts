import type { RouteObject } from 'react-router';

/**
 * react-router's `useRoutes` flattens and ranks every route on each render (sorting a few hundred
 * branches: about 15 % of the login page's script time on a throttled phone). Before it runs, this keeps
 * only the routes that can match the path at all: a route whose leading static segments differ from the
 * path's is dropped. The choice among the rest stays react-router's, so the match is the same.
 */

/** The leading static segments of a route path, lower-cased (react-router matches case-insensitively). */
function staticHead(path: string): string[] {
  const head: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    if (segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) break;
    head.push(segment.toLowerCase());
  }
  return head;
}

function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null; // a malformed escape: keep every route and let react-router decide
  }
}

const heads = new WeakMap<RouteObject, string[]>();

function mayMatch(route: RouteObject, segments: readonly string[]): boolean {
  if (route.path === undefined || route.children) return true;
  let head = heads.get(route);
  if (!head) {
    head = staticHead(route.path);
    heads.set(route, head);
  }
  if (head.length > segments.length) return false;
  return head.every((segment, index) => segment === segments[index]);
}

/** The route tree with, under each pathless layout route, only the children that may match `pathname`. */
export function routeCandidates(routes: readonly RouteObject[], pathname: string): RouteObject[] {
  const segments = pathSegments(pathname);
  if (!segments) return [...routes];
  return routes
    .filter((route) => mayMatch(route, segments))
    .map((route) =>
      route.path === undefined && route.children
        ? { ...route, children: route.children.filter((child) => mayMatch(child, segments)) }
        : route,
    );
}
