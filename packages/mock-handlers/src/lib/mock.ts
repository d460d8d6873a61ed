import type { RequestHandler } from 'msw';

/**
 * Who may call an app's endpoints (src/access.test.ts holds every handler of the app to it):
 * - `public`: no session needed (the public template pages' data);
 * - `signed-in`: any signed-in user (401 without a session);
 * - `staff`: the template apps, for admin and staff only (401 without a session, 403 for other roles), as their
 *   route guards are;
 * - `own rules`: the product API, sign-in and the generated images, held to their rules by their own tests.
 */
export type MockAccess = 'public' | 'signed-in' | 'staff' | 'own rules';

/**
 * One app's part of the mock API: its manifest (`<app>/<app>.mock.ts`), listed once in `mocks` (src/index.ts).
 * The app's stores need no entry: a `<app>.db.ts` registers them (`defineStore`) when its handlers load.
 */
export interface MockManifest<
  Id extends string = string,
  Handlers extends RequestHandler[] = RequestHandler[],
> {
  /** The app's key in `appHandlers` (camelCase: `eCommerce`, `quickPanel`). */
  id: Id;
  /** Its MSW handlers, in the order they match. */
  handlers: Handlers;
  /** Who may call them. */
  access: MockAccess;
}

/** An app mock's manifest (identity: it keeps the literal id and the handlers' own type for `appHandlers`). */
export function defineMock<const Id extends string, Handlers extends RequestHandler[]>(
  manifest: MockManifest<Id, Handlers>,
): MockManifest<Id, Handlers> {
  return manifest;
}
