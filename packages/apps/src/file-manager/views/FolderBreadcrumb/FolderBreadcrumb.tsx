/** Where the table is: "My Files › Documents › Drafts", each folder before the last a link back to it. */
import { Link } from '@chorus/shell';
import { Icon } from '@chorus/ui';
import { useT } from '../../i18n';
import * as css from './FolderBreadcrumb.css';

export interface BreadcrumbFolder {
  /** null: the top, "My Files". */
  id: string | null;
  name: string;
}

export interface FolderBreadcrumbProps {
  /** From the top to the folder shown. */
  trail: readonly BreadcrumbFolder[];
  /** The address of a folder's contents. */
  href: (folderId: string | null) => string;
}

export function FolderBreadcrumb({ trail, href }: FolderBreadcrumbProps) {
  const t = useT();
  return (
    <nav aria-label={t('breadcrumb.label')} className={css.nav}>
      <ol className={css.list}>
        {trail.map((folder, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={folder.id ?? ''} className={css.item}>
              {index > 0 ? <Icon name="chevron-right" size="sm" tone="muted" /> : null}
              {last ? (
                <span aria-current="page" className={css.current}>
                  {folder.name}
                </span>
              ) : (
                <Link to={href(folder.id)} className={css.link}>
                  {folder.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
