import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavBadges, NavItem } from '../app-module/AppModule';
import { clearUser, setUser, type User } from '../auth/auth.store';
import { resetShellStores } from '../wiring/resetShellStores';
import { type NavBadgeModule, setNavBadgeSources } from './navBadgeSources';
import {
  loadNavBadgesFor,
  navBadgesStore,
  refreshLiveNavBadges,
  refreshNavBadges,
  setNavBadge,
} from './navBadges.store';

const user = (uid: string): User => ({
  uid,
  from: 'api',
  role: ['staff'],
  data: { displayName: uid, email: `${uid}@chorus.example`, photoURL: '', shortcuts: [] },
});

const mailItem: NavItem = { id: 'apps.mail', title: 'Mail', type: 'item', url: '/apps/mail' };

/** A module whose badges loader answers what `answer` gives, counting its calls. */
function badgeModule(id: string, items: NavItem[], answer: () => Promise<NavBadges>) {
  const source = vi.fn(answer);
  const module: NavBadgeModule = {
    id,
    navigation: items,
    badges: () => Promise.resolve({ default: source }),
  };
  return { module, source };
}

/** Lets pending loads (dynamic import, request, store write) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetShellStores();
  setUser(user('ada'));
});
afterEach(() => {
  clearUser();
  resetShellStores();
});

describe('setNavBadge', () => {
  it('sets an item badge and removes it again with undefined', () => {
    setNavBadge('apps.mail', { title: '12', label: '12 unread' });
    expect(navBadgesStore.badges['apps.mail']).toEqual({ title: '12', label: '12 unread' });
    setNavBadge('apps.mail', undefined);
    expect(navBadgesStore.badges).toEqual({});
  });

  it('is cleared by resetShellStores', () => {
    setNavBadge('apps.todo', { title: '3' });
    resetShellStores();
    expect(navBadgesStore.badges).toEqual({});
  });
});

describe('loadNavBadgesFor', () => {
  it('loads the badges of a module whose item is shown, once per signed-in user', async () => {
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: '4' } }));
    setNavBadgeSources([mail.module]);
    loadNavBadgesFor(new Set(['apps.mail']));
    loadNavBadgesFor(new Set(['apps.mail']));
    await settle();
    expect(navBadgesStore.badges['apps.mail']?.title).toBe('4');
    expect(mail.source).toHaveBeenCalledTimes(1);
  });

  it('leaves out modules none of whose items are shown', async () => {
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: '4' } }));
    setNavBadgeSources([mail.module]);
    loadNavBadgesFor(new Set(['apps.todo']));
    await settle();
    expect(mail.source).not.toHaveBeenCalled();
  });

  it('loads nothing for a guest', async () => {
    clearUser();
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: '4' } }));
    setNavBadgeSources([mail.module]);
    loadNavBadgesFor(new Set(['apps.mail']));
    await settle();
    expect(mail.source).not.toHaveBeenCalled();
  });

  it('shows no badge when the loader fails, and does not throw', async () => {
    const mail = badgeModule('mail', [mailItem], () => Promise.reject(new Error('offline')));
    setNavBadgeSources([mail.module]);
    setNavBadge('apps.mail', { title: '9' });
    loadNavBadgesFor(new Set(['apps.mail']));
    await settle();
    expect(navBadgesStore.badges).toEqual({});
  });

  it('clears the badges when the user signs out, and loads them again for the next user', async () => {
    let count = 2;
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: String(count) } }));
    setNavBadgeSources([mail.module]);
    loadNavBadgesFor(new Set(['apps.mail']));
    await settle();
    expect(navBadgesStore.badges['apps.mail']?.title).toBe('2');
    clearUser();
    await settle();
    expect(navBadgesStore.badges).toEqual({});
    count = 5;
    setUser(user('grace'));
    loadNavBadgesFor(new Set(['apps.mail']));
    await settle();
    expect(navBadgesStore.badges['apps.mail']?.title).toBe('5');
  });
});

describe('refreshNavBadges', () => {
  it('loads the module again and removes a badge its loader answers undefined for', async () => {
    let unread = 3;
    const mail = badgeModule('mail', [mailItem], async () => ({
      'apps.mail': unread > 0 ? { title: String(unread) } : undefined,
    }));
    setNavBadgeSources([mail.module]);
    await refreshNavBadges('mail');
    expect(navBadgesStore.badges['apps.mail']?.title).toBe('3');
    unread = 0;
    await refreshNavBadges('mail');
    expect(navBadgesStore.badges['apps.mail']).toBeUndefined();
  });

  it('folds calls made while a load runs into one more load that sees the latest count', async () => {
    let unread = 3;
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: String(unread) } }));
    setNavBadgeSources([mail.module]);
    const first = refreshNavBadges('mail');
    unread = 2;
    void refreshNavBadges('mail');
    unread = 1;
    await refreshNavBadges('mail');
    await first;
    expect(mail.source).toHaveBeenCalledTimes(2);
    expect(navBadgesStore.badges['apps.mail']?.title).toBe('1');
  });

  it('does nothing for a module without a badges loader', async () => {
    setNavBadgeSources([{ id: 'notes', navigation: [] }]);
    await expect(refreshNavBadges('notes')).resolves.toBeUndefined();
    await expect(refreshNavBadges('unknown')).resolves.toBeUndefined();
  });

  it('drops an answer that arrives after a reset', async () => {
    let release: (badges: NavBadges) => void = () => {};
    const mail = badgeModule(
      'mail',
      [mailItem],
      () =>
        new Promise<NavBadges>((resolve) => {
          release = resolve;
        }),
    );
    setNavBadgeSources([mail.module]);
    const pending = refreshNavBadges('mail');
    await settle();
    resetShellStores();
    release({ 'apps.mail': { title: '7' } });
    await pending;
    expect(navBadgesStore.badges).toEqual({});
  });
});

describe('refreshLiveNavBadges', () => {
  it('loads again the badges of the modules that follow live changes, and only theirs', async () => {
    const meetingsItem: NavItem = {
      id: 'apps.meetings',
      title: 'Meetings',
      type: 'item',
      url: '/apps/meetings',
    };
    const meetings = badgeModule('meetings', [meetingsItem], async () => ({
      'apps.meetings': { title: 'Live' },
    }));
    const mail = badgeModule('mail', [mailItem], async () => ({ 'apps.mail': { title: '4' } }));
    setNavBadgeSources([{ ...meetings.module, liveBadges: true }, mail.module]);
    await refreshLiveNavBadges();
    expect(meetings.source).toHaveBeenCalledTimes(1);
    expect(mail.source).not.toHaveBeenCalled();
    expect(navBadgesStore.badges['apps.meetings']).toEqual({ title: 'Live' });
  });
});
