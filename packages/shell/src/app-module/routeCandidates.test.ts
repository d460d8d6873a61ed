import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { routeCandidates } from './routeCandidates';

const paths = [
  '/',
  '/login',
  '/apps/mail',
  '/apps/mail/:folder',
  '/apps/mail/:folder/:mailId',
  '/apps/mail/label/:label',
  '/apps/contacts/:id',
  '/apps/contacts/group/:groupId',
  '/apps/e-commerce/products/:productId/:handle?',
  '/apps/file-manager/*',
  '/pages/error/404',
  '/pages/coming-soon/v1',
  '/documentation/*',
  '*',
];
const tree: RouteObject[] = [{ children: paths.map((path) => ({ path })) }];

/** The path of the deepest matched route, or null. */
function matched(routes: RouteObject[], pathname: string) {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path ?? null;
}

describe('routeCandidates', () => {
  test.each([
    '/',
    '/login',
    '/LOGIN',
    '/apps/mail',
    '/apps/mail/inbox',
    '/apps/mail/inbox/mail-1',
    '/apps/mail/label/work',
    '/apps/contacts/group/friends',
    '/apps/contacts/ann',
    '/apps/e-commerce/products/p1',
    '/apps/e-commerce/products/p1/shoes',
    '/apps/file-manager/a/b/c',
    '/pages/error/404',
    '/pages/coming%20soon/v1',
    '/documentation/getting-started',
    '/nowhere/at/all',
    '/apps/%E0%A4%A', // a malformed escape
    '/apps/mail/',
  ])('%s matches the same route as with every route', (pathname) => {
    expect(matched(routeCandidates(tree, pathname), pathname)).toBe(matched(tree, pathname));
  });

  test('keeps only the routes that may match', () => {
    const kept = routeCandidates(tree, '/apps/mail/inbox')[0]?.children?.map((route) => route.path);
    expect(kept).toEqual(['/', '/apps/mail', '/apps/mail/:folder', '/apps/mail/:folder/:mailId', '*']);
  });
});
