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
  links: SidebarLink[];
}

export interface FolderSidebarProps {
  /** Above the sections: a compose or add button. */
  action?: ReactNode;
  sections: SidebarSection[];
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** Folders, filters and labels of a list app, as navigation links. */
export function FolderSidebar({ action, sections, onNavigate }: FolderSidebarProps) {
  const t = useT();
  return (
    <Stack gap="md" padding="lg">
      {action}
      {sections.map((section) => (
        <nav key={section.title} aria-label={section.title}>
          <h2 className={css.sidebarHeading}>{section.title}</h2>
          <ul className={css.navList}>
            {section.links.map((link) => (
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
