/** The toolbar search box (spec §4): opens and closes (Escape closes it) and holds the query. */
import { proxy } from 'valtio';

export interface SearchState {
  open: boolean;
  query: string;
}

export const searchStore = proxy<SearchState>({ open: false, query: '' });

export function openSearch(): void {
  searchStore.open = true;
}

/** Closes and clears the query. */
export function closeSearch(): void {
  searchStore.open = false;
  searchStore.query = '';
}

export function toggleSearch(): void {
  if (searchStore.open) closeSearch();
  else openSearch();
}

export function setSearchQuery(query: string): void {
  searchStore.query = query;
}

export function resetSearchStore(): void {
  searchStore.open = false;
  searchStore.query = '';
}
