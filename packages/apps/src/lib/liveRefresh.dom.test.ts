/**
 * Another tab's or person's change is heard from the moment the apps' code runs, before any screen is mounted:
 * a listener that mounted with the first screen missed the changes made while a freshly opened tab was loading
 * it (e2e/meetings.e2e.ts: the staff's tab kept "Live" and its old list after the host started a second meeting).
 */
import { REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { clearUser, resetNavBadgesStore, setNavBadgeSources, setUser } from '@chorus/shell';
import { afterEach, expect, test, vi } from 'vitest';
import { queryClient } from './query';

afterEach(() => {
  setNavBadgeSources([]);
  resetNavBadgesStore();
  clearUser();
  queryClient.clear();
});

test("the apps' queries go stale at a change while no screen is mounted", () => {
  queryClient.setQueryData(['mail', 'list', 'inbox'], ['a mail']);
  expect(queryClient.getQueryState(['mail', 'list', 'inbox'])?.isInvalidated).toBe(false);
  globalThis.dispatchEvent(new Event(REMOTE_CHANGE_EVENT));
  expect(queryClient.getQueryState(['mail', 'list', 'inbox'])?.isInvalidated).toBe(true);
});

test('the live badges are read again at a change while no screen is mounted', async () => {
  setUser({
    uid: 'user-staff',
    from: 'api',
    role: ['staff'],
    data: { displayName: 'Sami Staff', email: 'staff@chorus.dev', photoURL: '', shortcuts: [] },
  });
  const loads = vi.fn(async () => ({ meetings: { title: 'Live' } }));
  setNavBadgeSources([
    {
      id: 'meetings',
      navigation: [{ id: 'meetings', title: 'Meetings', type: 'item', url: '/apps/meetings' }],
      badges: async () => ({ default: loads }),
      liveBadges: true,
    },
  ]);
  globalThis.dispatchEvent(new Event(REMOTE_CHANGE_EVENT));
  await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
});
