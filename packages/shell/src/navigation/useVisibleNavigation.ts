import { useSnapshot } from 'valtio';
import type { NavItem } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { filterNavigation } from './navItems';
import { navigationStore } from './navigation.store';

/** The navigation the current user may see, from the navigation store. */
export function useVisibleNavigation(): NavItem[] {
  const { items } = useSnapshot(navigationStore);
  const { roles } = useSnapshot(authStore);
  return filterNavigation(items as NavItem[], roles);
}
