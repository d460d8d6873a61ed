/**
 * Live navigation badges for the apps: the count badge every app shows, and the hook a screen uses to keep
 * its badge in step with the data it already has (so a change shows at once, optimistic updates included).
 * Each app's `<app>.badges.ts` loads the same badges for the shell when the screen is not open.
 */
import { type NavBadge, type NavBadges, setNavBadges } from '@chorus/shell';
import { useEffect } from 'react';

/**
 * A count badge ('12', heard as '12 unread'); none at 0. `label` makes the heard text from the count: a
 * catalogue's plural message (`(count) => t('badge.unread', { count })`), never English glued to a number.
 */
export function countBadge(count: number, label: (count: number) => string): NavBadge | undefined {
  if (count <= 0) return undefined;
  return { title: count > 99 ? '99+' : String(count), label: label(count) };
}

/** Shows these badges in the navigation whenever they change (undefined: the data is not loaded yet). */
export function useSyncNavBadges(badges: NavBadges | undefined): void {
  const key = badges ? JSON.stringify(badges, (_key, value) => (value === undefined ? null : value)) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the badges' content, not their identity
  useEffect(() => {
    if (badges) setNavBadges(badges);
  }, [key]);
}
