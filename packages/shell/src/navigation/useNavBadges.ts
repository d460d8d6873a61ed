/** The navigation's side of live badges: load the sources of what it shows, and read an item's badge. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { NavBadge, NavItem } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { loadNavBadgesFor, navBadgesStore } from './navBadges.store';
import { flattenNavigation } from './navItems';

/** Loads the live badges of the modules whose items these (visible) items include, once per signed-in user. */
export function useLoadNavBadges(items: readonly NavItem[]): void {
  const { status, user } = useSnapshot(authStore);
  const ids = flattenNavigation(items)
    .map((item) => item.id)
    .join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reruns when the shown items or the user change
  useEffect(() => {
    if (status === 'authenticated') loadNavBadgesFor(new Set(ids.split('\n')));
  }, [ids, status, user.uid]);
}

/** The item's live badge, else its static one. */
export function useNavBadge(item: NavItem): NavBadge | undefined {
  const live = useSnapshot(navBadgesStore).badges[item.id];
  return (live as NavBadge | undefined) ?? item.badge;
}
