import { visuallyHidden } from '@chorus/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'react-router';
import type { NavBadge, NavItem } from '../app-module/AppModule';
import { useT } from '../i18n';
import { Link } from '../lib/Link';
import { ShellIcon } from '../lib/ShellIcon';
import * as css from './Navigation.css';
import { isExternalUrl, isUrlActive, NAV_INDENT_STEP, navIndent } from './navItems';
import { mayHaveLiveBadge } from './navBadges.store';
import { useNavBadge } from './useNavBadges';

/** The class giving a row at `level` its start padding (12 px plus `navIndent(level)`). */
export function indentClass(level: number): string {
  return css.indent[(navIndent(level) / NAV_INDENT_STEP) as keyof typeof css.indent];
}

/**
 * A badge. One with a `label` is heard as that label after the title ('Mail 12 unread'), while the short
 * visible text ('12', '99+') is hidden from screen readers.
 */
function Badge({ badge }: { badge: NavBadge }) {
  const shown = (
    <span
      className={css.badge}
      // The colours come with the data (a runtime value, not a layout).
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

/**
 * Whether rows draw their icons: not inside a collapse that was never opened, whose icons would each be
 * downloaded for rows nobody sees (the template group holds dozens).
 */
export const NavIconsShown = createContext(true);

/**
 * Whether rows keep a live badge's place before it arrives (the vertical navigation): its arrival narrowed the
 * title, which wrapped, and every row below moved down (a layout shift on every signed-in page).
 */
export const NavBadgeSlots = createContext(false);

/** A row's icon, title, badge and an optional trailing part (a chevron, the external-link mark). */
export function RowContent({
  item,
  badge,
  trailing,
}: {
  item: NavItem;
  badge?: NavBadge;
  trailing?: ReactNode;
}) {
  const iconsShown = useContext(NavIconsShown);
  const slot = useContext(NavBadgeSlots) && mayHaveLiveBadge(item.id);
  const shown = badge ? <Badge badge={badge} /> : null;
  return (
    <>
      {item.icon && iconsShown ? <ShellIcon name={item.icon} size="md" /> : null}
      <span className={css.rowTitle}>{item.title}</span>
      {slot ? <span className={css.badgeSlot}>{shown}</span> : shown}
      {trailing}
    </>
  );
}

export interface RowProps {
  item: NavItem;
  level: number;
  onNavigate?: () => void;
}

/** An item (a route link, `aria-current="page"` when active) or a link (an external URL, a new tab by default). */
export function ItemRow({ item, level, onNavigate }: RowProps) {
  const t = useT();
  const { pathname } = useLocation();
  const badge = useNavBadge(item);
  const className = [css.row, indentClass(level)].join(' ');
  if (item.type === 'link' || isExternalUrl(item.url)) {
    const target = item.target ?? '_blank';
    return (
      <a
        data-nav-row=""
        className={className}
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
              <ShellIcon name="external-link" size="sm" label={t('navigation.newTab')} />
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
      className={className}
      to={item.url ?? '#'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <RowContent item={item} badge={badge} />
    </Link>
  );
}
