/** Pure navigation logic: permission filtering, flattening, active paths, search (spec §2 Navigation, §5). */
import { hasPermission } from '../auth/auth.store';
import type { NavItem, NavItemSource } from '../app-module/AppModule';
import { isUrlActive } from '../lib/paths';

export { isUrlActive };

/** §9: search returns at most 10 suggestions. */
export const MAX_SEARCH_SUGGESTIONS = 10;
/** §9: nested menu indent caps at 80 px. */
export const MAX_NAV_INDENT = 80;
/** Indent per nesting level in the vertical navigation. */
export const NAV_INDENT_STEP = 16;

/** The indent (px) of an item at `level` (0 = top), capped at 80. */
export function navIndent(level: number): number {
  return Math.min(Math.max(level, 0) * NAV_INDENT_STEP, MAX_NAV_INDENT);
}

/**
 * The items the roles may see: items failing the permission check are dropped with their children, and
 * groups or collapses left without children (that had some) are dropped too. Dividers next to nothing go.
 */
export function filterNavigation<T extends NavItemSource>(
  items: readonly T[],
  roles: readonly string[],
): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (!hasPermission(item.auth, roles)) continue;
    if (item.children) {
      const children = filterNavigation(item.children as T[], roles);
      if (children.length === 0 && (item.type === 'group' || item.type === 'collapse')) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  // Drop leading, trailing and doubled dividers left behind by removed items.
  return out.filter(
    (item, index, all) =>
      item.type !== 'divider' || (index > 0 && index < all.length - 1 && all[index - 1]?.type !== 'divider'),
  );
}

/** Every leaf (item or link) in depth-first order. */
export function flattenNavigation<T extends NavItemSource>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (item.type === 'item' || item.type === 'link') out.push(item);
    if (item.children) out.push(...flattenNavigation(item.children as T[]));
  }
  return out;
}

/** Finds an item by id anywhere in the tree. */
export function findNavItem(items: readonly NavItem[], id: string): NavItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = item.children ? findNavItem(item.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Whether the current path lies inside an item's children (a collapse then opens by itself). */
export function isPathInChildren(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isUrlActive(child.url, pathname, child.exact) || isPathInChildren(child, pathname),
  );
}

/** Case-insensitive search on the titles of the leaves the roles may see; at most `limit` results. */
export function searchNavigation(
  items: readonly NavItem[],
  query: string,
  limit: number = MAX_SEARCH_SUGGESTIONS,
): NavSearchHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const hits: NavSearchHit[] = [];
  const walk = (list: readonly NavItem[], trail: string[]) => {
    for (const item of list) {
      if (hits.length >= limit) return;
      const title = item.title ?? '';
      // An item is found by its own title or with its group's ("Pricing Style 1", "Invoice Modern").
      const parent = trail.at(-1);
      const haystack = (parent ? `${parent} ${title}` : title).toLowerCase();
      if ((item.type === 'item' || item.type === 'link') && item.url && haystack.includes(needle))
        hits.push({ ...item, trail });
      if (item.children) walk(item.children, item.type === 'collapse' ? [...trail, title] : trail);
    }
  };
  walk(items, []);
  return hits;
}

/** A navigation item found by the search, with the titles of the collapses it is in ("Pages", "Pricing"). */
export interface NavSearchHit extends NavItem {
  trail: string[];
}

/** Whether a nav item's url leaves the app (links to other sites). */
export function isExternalUrl(url: string | undefined): boolean {
  return !!url && /^[a-z][a-z\d+\-.]*:\/\//i.test(url);
}
