import { z } from 'zod';
import { requireBearerUser } from './auth.handlers';
import type { StoredUser } from './auth.db';
import { ApiFailure, type Contract, ERROR_CODES, fail, type ResponseOf } from '@chorus/domain';
import { get as plainGet, parseWith, post as plainPost, readQuery } from '../lib/http';

/**
 * The one guard of the template apps' endpoints (issue 15): a valid session first (401 UNAUTHENTICATED,
 * before the payload is even read), then, for the apps the navigation gives to some roles only, one of
 * those roles (403 FORBIDDEN), exactly as the route guards of packages/apps decide (`authRoles` and
 * `deriveRoles` of the shell: the stored roles plus Host for userType 1, Attendee otherwise).
 */

/** Who may call an app's endpoints: any signed-in user, or only users with one of these roles. */
export type Access = 'signed-in' | readonly string[];

/** The template apps' route guard (the shell's `authRoles.staff`: the navigation's Templates group). */
export const STAFF_ROLES = ['admin', 'staff'] as const;

/** A user's roles as the route guards see them (the shell's `deriveRoles`). */
export function rolesOf(user: Pick<StoredUser, 'role' | 'data'>): string[] {
  if (user.role.length === 0) return [];
  return [...user.role, user.data.userType === 1 ? 'Host' : 'Attendee'];
}

/** Whether `access` lets this user in (the route guards' rule; the content search asks it per app). */
export function mayAccess(user: Pick<StoredUser, 'role' | 'data'>, access: Access): boolean {
  return access === 'signed-in' || rolesOf(user).some((role) => access.includes(role));
}

/** The signed-in user of the request, allowed by `access`; a 401 or 403 ApiFailure otherwise. */
export async function requireSession(request: Request, access: Access = 'signed-in'): Promise<StoredUser> {
  let user: StoredUser;
  try {
    user = await requireBearerUser(request);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      fail(ERROR_CODES.unauthenticated, 'Sign in first: send Authorization: Bearer <access token>');
    }
    throw error;
  }
  if (!mayAccess(user, access)) {
    fail(ERROR_CODES.forbidden, 'Your role does not give access to this app');
  }
  return user;
}

interface GuardedContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The signed-in user of the request. */
  user: StoredUser;
}
type Resolved = ReturnType<Parameters<typeof plainGet>[1]>;

/** Whether a GET's request schema reads anything from the query (`z.object({})`: the endpoint takes nothing). */
export function readsQuery(schema: z.ZodType): boolean {
  return !(schema instanceof z.ZodObject) || Object.keys(schema.shape).length > 0;
}

/**
 * `get` and `post` of lib/http behind `requireSession(request, access)`: an app's handlers use
 * `const { get, post, serve } = guarded(STAFF_ROLES)` in place of the plain ones. `serve(contract, resolve)`
 * implements one endpoint of a contract (@chorus/domain's lib/contract.ts): its method and path, its input (a
 * GET's query, a POST's body) checked with the contract's request schema after the session, and `resolve`'s
 * answer typed as the contract's response.
 */
export function guarded(access: Access) {
  const guards = {
    get(
      path: string,
      resolve: (context: GuardedContext) => Resolved,
      options: Parameters<typeof plainGet>[2] = {},
    ) {
      return plainGet(
        path,
        async (context) => {
          const user = await requireSession(context.request, access);
          return resolve({ ...context, user });
        },
        options,
      );
    },
    post<T extends z.ZodType>(
      path: string,
      schema: T,
      resolve: (body: z.output<T>, context: GuardedContext) => Resolved,
      options: { mutates?: boolean } = {},
    ) {
      // The session is checked before the body is even read (a malformed body without a token is a 401).
      const users = new WeakMap<Request, StoredUser>();
      return plainPost(
        path,
        z.unknown(),
        async (raw, context) => {
          const user = users.get(context.request) ?? (await requireSession(context.request, access));
          return resolve(parseWith(schema, raw), { ...context, user });
        },
        // The body's own schema for the contract sweeps (postContracts): it is checked after the session.
        {
          ...options,
          contract: schema,
          before: async (request) => {
            users.set(request, await requireSession(request, access));
          },
        },
      );
    },
    serve<C extends Contract>(
      contract: C,
      resolve: (
        input: z.output<C['request']>,
        context: GuardedContext,
      ) => ResponseOf<C> | Response | Promise<ResponseOf<C> | Response>,
      options: { mutates?: boolean } = {},
    ) {
      if (contract.method === 'POST') {
        return guards.post(contract.path, contract.request, resolve as never, options);
      }
      const { request: schema } = contract;
      if (!readsQuery(schema)) {
        return guards.get(contract.path, (context) => resolve({} as never, context) as never);
      }
      return guards.get(
        contract.path,
        (context) => resolve(readQuery(context.request, schema) as never, context) as never,
        { query: schema },
      );
    },
  };
  return guards;
}
