import { useCatalogueLoads } from '@chorus/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { type NavItem, type NavItemSource, resolveNavigation } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { filterNavigation } from './navItems';
import { navigationStore } from './navigation.store';

/** The navigation the current user may see, from the navigation store, its titles in the active language. */
export function useVisibleNavigation(): NavItem[] {
  const { items } = useSnapshot(navigationStore);
  const { roles } = useSnapshot(authStore);
  // Changes with the language and as catalogues load: a title function then reads its new text.
  const version = useCatalogueLoads();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the invalidation key of the titles.
  return useMemo(
    () => filterNavigation(resolveNavigation(items as NavItemSource[]), roles),
    [items, roles, version],
  );
}
