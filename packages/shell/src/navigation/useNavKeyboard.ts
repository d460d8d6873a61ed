import { type KeyboardEvent, useCallback } from 'react';

/** What a key does on a navigation row: move focus to another row, open or close a collapse, or nothing. */
export type NavKeyAction = { type: 'focus'; index: number } | { type: 'toggle' } | null;

/**
 * The keyboard mapping of a navigation, as a pure function: ArrowDown/ArrowUp move between the visible rows,
 * Home/End jump to the first and last, and the forward arrow (ArrowRight, ArrowLeft in RTL) opens a closed
 * collapse while the backward arrow closes an open one. `expanded` is the focused row's aria-expanded (null
 * for a link). Moving past either end keeps the focus where it is.
 */
export function navKeyAction(
  key: string,
  { index, count, rtl, expanded }: { index: number; count: number; rtl: boolean; expanded: boolean | null },
): NavKeyAction {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(index + 1, count - 1) };
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(index - 1, 0) };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case forward:
      return expanded === false ? { type: 'toggle' } : null;
    case backward:
      return expanded === true ? { type: 'toggle' } : null;
    default:
      return null;
  }
}

/** Reads the rows of a navigation (`[data-nav-row]`, visible ones only) and applies `navKeyAction`. */
export function handleNavKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-row]')).filter(
    (el) => el.offsetParent !== null,
  );
  const index = rows.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const current = rows[index]!;
  const expandedAttribute = current.getAttribute('aria-expanded');
  const action = navKeyAction(event.key, {
    index,
    count: rows.length,
    rtl: getComputedStyle(current).direction === 'rtl',
    expanded: expandedAttribute === null ? null : expandedAttribute === 'true',
  });
  if (!action) return;
  event.preventDefault();
  if (action.type === 'toggle') current.click();
  else if (action.index !== index) rows[action.index]?.focus();
}

/** The navigation's onKeyDown: arrow keys between rows, collapses opened and closed with the arrows. */
export function useNavKeyboard(): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(handleNavKeyDown, []);
}
