import { useContext, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../app-module/AppModule';
import { useT } from '../i18n';
import { ShellIcon } from '../lib/ShellIcon';
import * as css from './Navigation.css';
import { indentClass, ItemRow, NavBadgeSlots, NavIconsShown, RowContent, type RowProps } from './NavRow';
import { isPathInChildren } from './navItems';
import { useLoadNavBadges, useNavBadge } from './useNavBadges';
import { useNavKeyboard } from './useNavKeyboard';

function CollapseRow({ item, level, onNavigate }: RowProps) {
  const { pathname } = useLocation();
  const inside = isPathInChildren(item, pathname);
  const [open, setOpen] = useState(inside);
  // Its rows' icons load once it has been opened (and stay).
  const [opened, setOpened] = useState(inside);
  const iconsShown = useContext(NavIconsShown) && (open || opened);
  const id = useId();
  const badge = useNavBadge(item);
  // A collapse opens by itself when the current path is inside its children.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return (
    <>
      <button
        type="button"
        data-nav-row=""
        className={[css.row, indentClass(level)].join(' ')}
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
        <NavIconsShown.Provider value={iconsShown}>
          <VerticalItems items={item.children ?? []} level={level + 1} onNavigate={onNavigate} />
        </NavIconsShown.Provider>
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
  /** Accessible name of the <nav>. Default 'Main' (translated). */
  label?: string;
  /** Called after an item is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
  /**
   * Whether the list is its own <nav> landmark (default). The desktop navbar makes its whole panel the landmark
   * instead, so that its logo (the link home) and fold button are inside it too.
   */
  landmark?: boolean;
}

/** The vertical navigation: groups, collapses (auto-open on the current path), items, links, dividers. */
export function VerticalNavigation({
  items,
  label,
  folded = false,
  onNavigate,
  className,
  landmark = true,
}: NavigationViewProps & { folded?: boolean }) {
  const t = useT();
  useLoadNavBadges(items);
  const onKeyDown = useNavKeyboard();
  const Element = landmark ? 'nav' : 'div';
  return (
    <Element
      aria-label={landmark ? (label ?? t('navigation.main')) : undefined}
      className={[css.nav, css.vertical, folded ? css.folded : '', className].filter(Boolean).join(' ')}
      data-folded={folded ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <ul className={css.list}>
        <NavBadgeSlots.Provider value={true}>
          <VerticalItems items={items} level={0} onNavigate={onNavigate} />
        </NavBadgeSlots.Provider>
      </ul>
    </Element>
  );
}
