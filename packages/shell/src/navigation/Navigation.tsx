import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from '../lib/Link';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { NavBadge, NavItem } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { ShellIcon } from '../lib/ShellIcon';
import { visuallyHidden } from '../lib/shell.css';
import { HOVER_MENU_DELAY_MS } from '../lib/sizes';
import * as css from './Navigation.css';
import { filterNavigation, isExternalUrl, isPathInChildren, isUrlActive, navIndent } from './navItems';
import { navigationStore } from './navigation.store';
import { useLoadNavBadges, useNavBadge } from './useNavBadges';

/** The navigation the current user may see, from the navigation store. */
export function useVisibleNavigation(): NavItem[] {
  const { items } = useSnapshot(navigationStore);
  const { roles } = useSnapshot(authStore);
  return filterNavigation(items as NavItem[], roles);
}

/**
 * A badge. One with a `label` is heard as that label after the title ('Mail 12 unread'), while the short
 * visible text ('12', '99+') is hidden from screen readers.
 */
function Badge({ badge }: { badge: NavBadge }) {
  const shown = (
    <span
      className={css.badge}
      style={{ background: badge.bg, color: badge.fg }}
      aria-hidden={badge.label ? true : undefined}
    >
      {badge.title}
    </span>
  );
  if (!badge.label) return shown;
  return (
    <>
      {shown}
      <span className={visuallyHidden}>{badge.label}</span>
    </>
  );
}

/** Arrow keys move between rows; ArrowRight/ArrowLeft open and close a collapse; Home/End jump. */
function onNavKeyDown(event: KeyboardEvent<HTMLElement>) {
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-row]')).filter(
    (el) => el.offsetParent !== null,
  );
  const index = rows.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const current = rows[index]!;
  const rtl = getComputedStyle(current).direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowDown') next = rows[index + 1];
  else if (event.key === 'ArrowUp') next = rows[index - 1];
  else if (event.key === 'Home') next = rows[0];
  else if (event.key === 'End') next = rows[rows.length - 1];
  else if (event.key === forward && current.getAttribute('aria-expanded') === 'false') current.click();
  else if (event.key === backward && current.getAttribute('aria-expanded') === 'true') current.click();
  else return;
  event.preventDefault();
  next?.focus();
}

interface RowProps {
  item: NavItem;
  level: number;
  onNavigate?: () => void;
}

function RowContent({ item, badge, trailing }: { item: NavItem; badge?: NavBadge; trailing?: ReactNode }) {
  return (
    <>
      {item.icon ? <ShellIcon name={item.icon} size="md" /> : null}
      <span className={css.rowTitle}>{item.title}</span>
      {badge ? <Badge badge={badge} /> : null}
      {trailing}
    </>
  );
}

function ItemRow({ item, level, onNavigate }: RowProps) {
  const { pathname } = useLocation();
  const badge = useNavBadge(item);
  const style = { paddingInlineStart: 12 + navIndent(level) };
  if (item.type === 'link' || isExternalUrl(item.url)) {
    const target = item.target ?? '_blank';
    return (
      <a
        data-nav-row=""
        className={css.row}
        style={style}
        href={item.url}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        <RowContent
          item={item}
          badge={badge}
          trailing={
            target === '_blank' ? (
              <ShellIcon name="external-link" size="sm" label="(opens in a new tab)" />
            ) : null
          }
        />
      </a>
    );
  }
  const active = isUrlActive(item.url, pathname, item.exact);
  return (
    <Link
      data-nav-row=""
      className={css.row}
      style={style}
      to={item.url ?? '#'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <RowContent item={item} badge={badge} />
    </Link>
  );
}

function CollapseRow({ item, level, onNavigate }: RowProps) {
  const { pathname } = useLocation();
  const inside = isPathInChildren(item, pathname);
  const [open, setOpen] = useState(inside);
  const id = useId();
  const badge = useNavBadge(item);
  // A collapse opens by itself when the current path is inside its children.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  return (
    <>
      <button
        type="button"
        data-nav-row=""
        className={css.row}
        style={{ paddingInlineStart: 12 + navIndent(level) }}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <RowContent
          item={item}
          badge={badge}
          trailing={<ShellIcon name="chevron-right" size="sm" className={css.chevron} />}
        />
      </button>
      <ul id={id} className={css.list} hidden={!open}>
        <VerticalItems items={item.children ?? []} level={level + 1} onNavigate={onNavigate} />
      </ul>
    </>
  );
}

function VerticalItems({
  items,
  level,
  onNavigate,
}: {
  items: readonly NavItem[];
  level: number;
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item) => {
        if (item.type === 'divider') return <li key={item.id} aria-hidden="true" className={css.divider} />;
        if (item.type === 'group') {
          const headerId = `nav-group-${item.id}`;
          return (
            <li key={item.id}>
              <div id={headerId} className={css.groupHeader}>
                {item.title}
              </div>
              <ul className={css.list} aria-labelledby={headerId}>
                <VerticalItems items={item.children ?? []} level={level} onNavigate={onNavigate} />
              </ul>
            </li>
          );
        }
        return (
          <li key={item.id}>
            {item.type === 'collapse' ? (
              <CollapseRow item={item} level={level} onNavigate={onNavigate} />
            ) : (
              <ItemRow item={item} level={level} onNavigate={onNavigate} />
            )}
          </li>
        );
      })}
    </>
  );
}

export interface NavigationViewProps {
  items: readonly NavItem[];
  /** Accessible name of the <nav>. Default 'Main'. */
  label?: string;
  /** Called after an item is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
}

/** The vertical navigation: groups, collapses (auto-open on the current path), items, links, dividers. */
export function VerticalNavigation({
  items,
  label = 'Main',
  folded = false,
  onNavigate,
  className,
}: NavigationViewProps & { folded?: boolean }) {
  useLoadNavBadges(items);
  return (
    <nav
      aria-label={label}
      className={[css.nav, css.vertical, folded ? css.folded : '', className].filter(Boolean).join(' ')}
      data-folded={folded ? 'true' : undefined}
      onKeyDown={onNavKeyDown}
    >
      <ul className={css.list}>
        <VerticalItems items={items} level={0} onNavigate={onNavigate} />
      </ul>
    </nav>
  );
}

/** Hover with the §9 delay: opens and closes 150 ms after the pointer enters or leaves. */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), HOVER_MENU_DELAY_MS);
  };
  return {
    open,
    setOpen: (value: boolean) => {
      clearTimeout(timer.current);
      setOpen(value);
    },
    hoverProps: { onMouseEnter: () => schedule(true), onMouseLeave: () => schedule(false) },
  };
}

function HorizontalMenuItem({
  item,
  nested = false,
  align = 'start',
}: {
  item: NavItem;
  nested?: boolean;
  /** `end`: the menu hangs from the item's end edge and its submenus open towards the start (the More menu). */
  align?: 'start' | 'end';
}) {
  const { pathname } = useLocation();
  const hover = useHoverMenu();
  const id = useId();
  const badge = useNavBadge(item);
  const hasMenu = item.type === 'group' || item.type === 'collapse';
  if (item.type === 'divider')
    return <li aria-hidden="true" className={css.divider} data-nav-key={nested ? undefined : item.id} />;
  if (!hasMenu) {
    return (
      <li className={css.hItem} data-nav-key={nested ? undefined : item.id}>
        <ItemRow item={item} level={0} />
      </li>
    );
  }
  const inside = isPathInChildren(item, pathname);
  return (
    <li
      className={css.hItem}
      data-nav-key={nested ? undefined : item.id}
      data-align={align === 'end' ? 'end' : undefined}
      {...hover.hoverProps}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && hover.open) {
          event.stopPropagation();
          hover.setOpen(false);
          (event.currentTarget.querySelector('[data-nav-row]') as HTMLElement | null)?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hover.setOpen(false);
      }}
    >
      <button
        type="button"
        data-nav-row=""
        className={nested ? css.row : css.hRow}
        style={nested ? { paddingInlineStart: 12 } : undefined}
        aria-expanded={hover.open}
        aria-controls={id}
        aria-current={inside ? 'true' : undefined}
        onClick={() => hover.setOpen(!hover.open)}
        onKeyDown={(event) => {
          if (event.key === (nested ? 'ArrowRight' : 'ArrowDown') && !hover.open) {
            event.preventDefault();
            hover.setOpen(true);
            requestAnimationFrame(() =>
              (document.getElementById(id)?.querySelector('[data-nav-row]') as HTMLElement | null)?.focus(),
            );
          }
        }}
      >
        <RowContent item={item} badge={badge} trailing={<ShellIcon name="chevron-down" size="sm" />} />
      </button>
      <ul id={id} className={[css.menu, nested ? css.subMenu : ''].join(' ')} hidden={!hover.open}>
        {(item.children ?? []).map((child) => (
          <HorizontalMenuItem key={child.id} item={child} nested />
        ))}
      </ul>
    </li>
  );
}

const MORE_KEY = 'nav-more';

/**
 * How many top-level items fit in the navigation's width, or null when all do. Each item's width is measured
 * while it is in the row and remembered, so items already moved into the More menu still count; the count is
 * worked out again whenever the navigation or its row changes size.
 */
function useItemsThatFit(ids: readonly string[]) {
  const navRef = useRef<HTMLElement>(null);
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
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const sizes = ids.map((id) => widths.current.get(id) ?? 0);
    const available = nav.clientWidth;
    const all = sizes.reduce((sum, size) => sum + size, 0) + gap * Math.max(0, sizes.length - 1);
    if (all <= available) return setFit(null);
    // Until the More button has been shown once, assume it is as wide as a short item.
    let used = widths.current.get(MORE_KEY) ?? 96;
    let count = 0;
    while (count < sizes.length && used + gap + sizes[count]! <= available) used += gap + sizes[count++]!;
    setFit(count);
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

/** Splits the items at `fit`: the row keeps the first ones, the More menu gets the rest (no divider at either cut). */
function splitAt(items: readonly NavItem[], fit: number | null): [NavItem[], NavItem[]] {
  if (fit === null) return [[...items], []];
  const shown = items.slice(0, fit);
  const rest = items.slice(fit);
  while (shown.at(-1)?.type === 'divider') shown.pop();
  while (rest[0]?.type === 'divider') rest.shift();
  return [shown, rest];
}

/**
 * The horizontal navigation (layout2): top-level items in a row, groups and collapses as hover menus. The items
 * that do not fit the row's width go, in order, into a "More" menu at its end, so none is ever cut off.
 */
export function HorizontalNavigation({
  items,
  label = 'Main',
  moreLabel = 'More',
  className,
}: NavigationViewProps & { moreLabel?: string }) {
  useLoadNavBadges(items);
  const { navRef, fit } = useItemsThatFit(items.map((item) => item.id));
  const [shown, rest] = splitAt(items, fit);
  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={[css.nav, css.hNav, className].filter(Boolean).join(' ')}
      onKeyDown={onNavKeyDown}
    >
      <ul className={[css.list, css.horizontal].join(' ')}>
        {shown.map((item) => (
          <HorizontalMenuItem key={item.id} item={item} />
        ))}
        {rest.length > 0 ? (
          <HorizontalMenuItem
            key={MORE_KEY}
            item={{ id: MORE_KEY, title: moreLabel, type: 'collapse', children: rest }}
            align="end"
          />
        ) : null}
      </ul>
    </nav>
  );
}
