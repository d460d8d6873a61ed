/** The navigation tree (all items; the views filter it by the user's roles). */
import { proxy, ref } from 'valtio';
import type { NavItem } from '../app-module/AppModule';

export interface NavigationState {
  items: NavItem[];
}

export const navigationStore = proxy<NavigationState>({ items: [] });

export function setNavigation(items: NavItem[]): void {
  // The tree is replaced whole, never mutated in place, so it needs no deep proxy.
  navigationStore.items = ref([...items]);
}

export function resetNavigationStore(): void {
  navigationStore.items = ref([]);
}
