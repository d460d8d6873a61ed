import { useLayoutEffect, useRef, useState } from 'react';
import type { NavItem } from '../app-module/AppModule';

/** The key of the More menu's row item. */
export const MORE_KEY = 'nav-more';
/** Until the More button has been shown once, it is taken to be as wide as a short item. */
export const MORE_WIDTH_GUESS = 96;

/**
 * How many of the items fit in `available` pixels, or null when all do. `sizes` are the items' widths in order,
 * `gap` the space between two of them; when not all fit, the More button (`moreWidth`) takes its place at the
 * end and the items are counted until the next one would overflow.
 */
export function itemsThatFit({
  sizes,
  gap,
  available,
  moreWidth = MORE_WIDTH_GUESS,
}: {
  sizes: readonly number[];
  gap: number;
  available: number;
  moreWidth?: number;
}): number | null {
  const all = sizes.reduce((sum, size) => sum + size, 0) + gap * Math.max(0, sizes.length - 1);
  if (all <= available) return null;
  let used = moreWidth;
  let count = 0;
  while (count < sizes.length && used + gap + sizes[count]! <= available) used += gap + sizes[count++]!;
  return count;
}

/** Splits the items at `fit`: the row keeps the first ones, the More menu gets the rest (no divider at either cut). */
export function splitAt(items: readonly NavItem[], fit: number | null): [NavItem[], NavItem[]] {
  if (fit === null) return [[...items], []];
  const shown = items.slice(0, fit);
  const rest = items.slice(fit);
  while (shown.at(-1)?.type === 'divider') shown.pop();
  while (rest[0]?.type === 'divider') rest.shift();
  return [shown, rest];
}

/**
 * How many top-level items fit in the navigation's width, or null when all do. Each item's width is measured
 * while it is in the row and remembered, so items already moved into the More menu still count; the count is
 * worked out again whenever the navigation or its row changes size.
 */
export function useItemsThatFit(ids: readonly string[]) {
  const navRef = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const [fit, setFit] = useState<number | null>(null);
  const key = ids.join('\n');
  const measure = useRef(() => {});
  measure.current = () => {
    const nav = navRef.current;
    const list = nav?.firstElementChild as HTMLElement | null | undefined;
    if (!nav || !list) return;
    for (const child of Array.from(list.children) as HTMLElement[]) {
      const id = child.dataset.navKey;
      if (!id) continue;
      const style = getComputedStyle(child);
      const margins = Number.parseFloat(style.marginInlineStart) + Number.parseFloat(style.marginInlineEnd);
      widths.current.set(id, child.getBoundingClientRect().width + (margins || 0));
    }
    setFit(
      itemsThatFit({
        sizes: ids.map((id) => widths.current.get(id) ?? 0),
        gap: Number.parseFloat(getComputedStyle(list).columnGap) || 0,
        available: nav.clientWidth,
        moreWidth: widths.current.get(MORE_KEY),
      }),
    );
  };
  // A new list of items is measured anew, all of it in the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the ids
  useLayoutEffect(() => setFit(null), [key]);
  // After each render (a state that does not change does not render again, so this settles).
  useLayoutEffect(() => measure.current());
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(nav);
    if (nav.firstElementChild) observer.observe(nav.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { navRef, fit };
}
