/** The navigation tree (all items; the views filter it by the user's roles). */
import { proxy, ref } from 'valtio';
import type { NavItemSource } from '../app-module/AppModule';

export interface NavigationState {
  items: NavItemSource[];
}

export const navigationStore = proxy<NavigationState>({ items: [] });

export function setNavigation(items: NavItemSource[]): void {
  // The tree is replaced whole, never mutated in place, so it needs no deep proxy.
  navigationStore.items = ref([...items]);
}

export function resetNavigationStore(): void {
  navigationStore.items = ref([]);
}
