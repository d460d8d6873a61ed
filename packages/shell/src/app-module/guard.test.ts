import { describe, expect, it } from 'vitest';
import { authRoles } from '../auth/auth.store';
import { decideGuard, type GuardInput, readReturnPath } from './guard';

const base: GuardInput = {
  auth: authRoles.user,
  status: 'guest',
  roles: [],
  path: '/apps/meetings?x=1',
  loginPath: '/login',
  homePath: '/',
  afterLoginPath: '/apps/initiatives',
  rememberPath: true,
};

describe('decideGuard', () => {
  it('lets anyone into a public route, even while checking', () => {
    expect(decideGuard({ ...base, auth: undefined, status: 'checking' })).toEqual({ kind: 'allow' });
  });

  it('waits while the authentication check runs', () => {
    expect(decideGuard({ ...base, status: 'checking' })).toEqual({ kind: 'wait' });
  });

  it('sends a guest to /login remembering the original path', () => {
    expect(decideGuard(base)).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/apps/meetings?x=1' },
    });
  });

  it('does not remember paths that opt out (logout)', () => {
    expect(decideGuard({ ...base, path: '/logout', rememberPath: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends a signed-in user without the role home, marked to be told why', () => {
    const decision = decideGuard({
      ...base,
      auth: authRoles.admin,
      status: 'authenticated',
      roles: ['staff'],
    });
    expect(decision).toEqual({ kind: 'redirect', to: '/', noAccess: true });
  });

  it('never redirects home to itself', () => {
    const decision = decideGuard({
      ...base,
      auth: authRoles.admin,
      status: 'authenticated',
      roles: ['staff'],
      path: '/',
    });
    expect(decision).toEqual({ kind: 'forbidden' });
  });

  it('sends a signed-in user on a guest-only page to the remembered path or the landing page', () => {
    const signedIn = {
      ...base,
      auth: authRoles.onlyGuest,
      status: 'authenticated' as const,
      roles: ['admin'],
    };
    expect(decideGuard({ ...signedIn, path: '/login', from: '/apps/mail' })).toEqual({
      kind: 'redirect',
      to: '/apps/mail',
    });
    expect(decideGuard({ ...signedIn, path: '/login' })).toEqual({
      kind: 'redirect',
      to: '/apps/initiatives',
    });
    expect(decideGuard({ ...signedIn, path: '/login', from: '//evil.example' })).toEqual({
      kind: 'redirect',
      to: '/apps/initiatives',
    });
  });

  it('allows matching roles', () => {
    expect(decideGuard({ ...base, status: 'authenticated', roles: ['admin', 'Host'] })).toEqual({
      kind: 'allow',
    });
  });
});

describe('readReturnPath', () => {
  it('reads location state first, then ?redirect=, ignoring unsafe values', () => {
    expect(readReturnPath({ from: '/a' }, '?redirect=/b')).toBe('/a');
    expect(readReturnPath(null, '?redirect=%2Fb')).toBe('/b');
    expect(readReturnPath({ from: 'https://x' }, '')).toBeNull();
  });
});
