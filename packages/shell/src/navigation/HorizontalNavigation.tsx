import { useId } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../app-module/AppModule';
import { useT } from '../i18n';
import { ShellIcon } from '../lib/ShellIcon';
import * as css from './Navigation.css';
import { indentClass, ItemRow, RowContent } from './NavRow';
import { isPathInChildren } from './navItems';
import { useHoverMenu } from './useHoverMenu';
import { MORE_KEY, splitAt, useItemsThatFit } from './useItemsThatFit';
import { useLoadNavBadges, useNavBadge } from './useNavBadges';
import { useNavKeyboard } from './useNavKeyboard';
import type { NavigationViewProps } from './VerticalNavigation';

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
        className={nested ? [css.row, indentClass(0)].join(' ') : css.hRow}
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

/**
 * The horizontal navigation (layout2): top-level items in a row, groups and collapses as hover menus. The items
 * that do not fit the row's width go, in order, into a "More" menu at its end, so none is ever cut off.
 */
export function HorizontalNavigation({
  items,
  label,
  moreLabel,
  className,
  landmark = true,
}: NavigationViewProps & { moreLabel?: string }) {
  const t = useT();
  useLoadNavBadges(items);
  const onKeyDown = useNavKeyboard();
  const { navRef, fit } = useItemsThatFit(items.map((item) => item.id));
  const [shown, rest] = splitAt(items, fit);
  const Element = landmark ? 'nav' : 'div';
  return (
    <Element
      ref={navRef}
      aria-label={landmark ? (label ?? t('navigation.main')) : undefined}
      className={[css.nav, css.hNav, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <ul className={[css.list, css.horizontal].join(' ')}>
        {shown.map((item) => (
          <HorizontalMenuItem key={item.id} item={item} />
        ))}
        {rest.length > 0 ? (
          <HorizontalMenuItem
            key={MORE_KEY}
            item={{
              id: MORE_KEY,
              title: moreLabel ?? t('navigation.more'),
              type: 'collapse',
              children: rest,
            }}
            align="end"
          />
        ) : null}
      </ul>
    </Element>
  );
}
