import { Icon, type IconName, Stack } from '@chorus/ui';
import { NavLink } from '@chorus/shell';
import type { ReactNode } from 'react';
import * as css from './folderApp.css';
import { useT } from './i18n';

export interface SidebarLink {
  id: string;
  title: string;
  to: string;
  icon?: IconName;
  /** A label's colour: shown as a dot instead of an icon. */
  color?: string;
  /** Unread or open items, when known. */
  count?: number;
}

export interface SidebarSection {
  title: string;
  /** Undefined while the section's list is loading. */
  links: SidebarLink[] | undefined;
}

export interface FolderSidebarProps {
  /** Above the sections: a compose or add button. */
  action?: ReactNode;
  sections: SidebarSection[];
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/**
 * Folders, filters and labels of a list app, as navigation links. The sections show in order as their lists arrive:
 * one still loading holds back those after it, so a list that arrives never pushes down one already on screen (the
 * mail's filters and labels moved 200 px when its folders arrived: a layout shift).
 */
export function FolderSidebar({ action, sections, onNavigate }: FolderSidebarProps) {
  const t = useT();
  const loading = sections.findIndex((section) => section.links === undefined);
  const shown = loading === -1 ? sections : sections.slice(0, loading);
  return (
    <Stack gap="md" padding="lg" aria-busy={loading === -1 ? undefined : true}>
      {action}
      {shown.map(({ title, links = [] }) => (
        <nav key={title} aria-label={title}>
          <h2 className={css.sidebarHeading}>{title}</h2>
          <ul className={css.navList}>
            {links.map((link) => (
              <li key={link.id}>
                <NavLink to={link.to} className={css.navLink} onClick={onNavigate}>
                  {link.color ? (
                    <span className={css.dot} style={{ background: link.color }} aria-hidden />
                  ) : link.icon ? (
                    <Icon name={link.icon} size="sm" />
                  ) : null}
                  <span className={css.navTitle}>{link.title}</span>
                  {link.count ? (
                    <span
                      className={css.navCount}
                      role="note"
                      aria-label={t('sidebar.unread', { count: link.count })}
                    >
                      {link.count}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </Stack>
  );
}
