import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGNED_IN_PATH,
  authRoles,
  authStore,
  clearUser,
  deriveRoles,
  guestUser,
  hasPermission,
  setLoginRedirect,
  setUser,
  takeLoginRedirect,
  type User,
} from './auth.store';

const user = (role: string[], userType?: number): User => ({
  uid: 'u1',
  from: 'api',
  role,
  data: { displayName: 'Ada', email: 'ada@chorus.dev', photoURL: '', shortcuts: [], userType },
});

describe('deriveRoles', () => {
  it('adds Host when userType is 1', () => {
    expect(deriveRoles(user(['admin'], 1))).toEqual(['admin', 'Host']);
  });

  it('adds Attendee for any other userType, or none', () => {
    expect(deriveRoles(user(['user'], 2))).toEqual(['user', 'Attendee']);
    expect(deriveRoles(user(['staff']))).toEqual(['staff', 'Attendee']);
  });

  it('gives a guest (empty role list) no roles at all', () => {
    expect(deriveRoles(guestUser)).toEqual([]);
    expect(deriveRoles(user([], 1))).toEqual([]);
    expect(deriveRoles(null)).toEqual([]);
  });
});

describe('hasPermission', () => {
  it('passes when the route has no auth', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission(null, ['admin'])).toBe(true);
  });

  it('passes when the roles overlap the auth list', () => {
    expect(hasPermission(authRoles.staff, ['staff', 'Attendee'])).toBe(true);
    expect(hasPermission(authRoles.admin, ['admin', 'Host'])).toBe(true);
    expect(hasPermission(authRoles.host, ['admin', 'Host'])).toBe(true);
    expect(hasPermission(authRoles.attendee, ['user', 'Host'])).toBe(true);
  });

  it('fails when the roles do not overlap', () => {
    expect(hasPermission(authRoles.admin, ['staff', 'Attendee'])).toBe(false);
    expect(hasPermission(authRoles.staff, ['user', 'Attendee'])).toBe(false);
    expect(hasPermission(authRoles.host, ['user', 'Attendee'])).toBe(false);
    expect(hasPermission(authRoles.user, [])).toBe(false);
  });

  it('lets only users with no roles through an empty list', () => {
    expect(hasPermission(authRoles.onlyGuest, [])).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, ['user', 'Attendee'])).toBe(false);
  });

  it('lets every signed-in role through the user group', () => {
    for (const roles of [
      ['admin', 'Host'],
      ['staff', 'Attendee'],
      ['user', 'Attendee'],
    ]) {
      expect(hasPermission(authRoles.user, roles)).toBe(true);
    }
  });
});

describe('setUser and clearUser', () => {
  beforeEach(() => clearUser());

  it('derives the roles and marks the user authenticated', () => {
    setUser(user(['user'], 1));
    expect(authStore.roles).toEqual(['user', 'Host']);
    expect(authStore.status).toBe('authenticated');
    expect(authStore.message).toBeNull();
  });

  it('signs out to the guest with its default shortcuts and the reason', () => {
    setUser(user(['admin']));
    clearUser('access_token expired');
    expect(authStore.roles).toEqual([]);
    expect(authStore.user.role).toEqual([]);
    expect(authStore.user.data.shortcuts).toEqual(['calendar', 'mail', 'contacts', 'todo']);
    expect(authStore.status).toBe('guest');
    expect(authStore.message).toBe('access_token expired');
  });
});

describe('login redirect', () => {
  it('returns the remembered path once, then the initiatives list', () => {
    setLoginRedirect('/apps/meetings');
    expect(takeLoginRedirect()).toBe('/apps/meetings');
    expect(takeLoginRedirect()).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(DEFAULT_SIGNED_IN_PATH).toBe('/apps/initiatives');
  });

  it('ignores paths that leave the site', () => {
    setLoginRedirect('//evil.example/x');
    expect(takeLoginRedirect()).toBe('/apps/initiatives');
  });

  it('never returns to the logout or login pages', () => {
    setLoginRedirect('/logout');
    expect(takeLoginRedirect()).toBe('/apps/initiatives');
    setLoginRedirect('/login?x=1');
    expect(takeLoginRedirect()).toBe('/apps/initiatives');
  });
});
