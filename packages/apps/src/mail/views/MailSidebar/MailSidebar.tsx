/** The mail app's sidebar: the compose button, then the folders (the inbox with its unread count), filters and labels. */
import type { MailFilter, MailFolder, MailLabel } from '@chorus/mock-handlers/contracts';
import { Button, Icon } from '@chorus/ui';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import { useT } from '../../i18n';

const folderIcons = {
  inbox: 'inbox',
  sent: 'send',
  drafts: 'file-text',
  spam: 'circle-alert',
  trash: 'trash',
} as const;
const filterIcons = { starred: 'star', important: 'flag' } as const;

export interface MailSidebarProps {
  /** The app's base path (`/apps/mail`): the links go under it. */
  base: string;
  /** Each list undefined while it loads. */
  folders: readonly MailFolder[] | undefined;
  filters: readonly MailFilter[] | undefined;
  labels: readonly MailLabel[] | undefined;
  unread: number;
  onCompose: () => void;
  /** The pointer or focus reached the compose button: a moment to fetch the compose dialog's code. */
  onComposeIntent?: () => void;
  /** A link was followed (a narrow screen closes the sidebar). */
  onNavigate: () => void;
}

export function MailSidebar({
  base,
  folders,
  filters,
  labels,
  unread,
  onCompose,
  onComposeIntent,
  onNavigate,
}: MailSidebarProps) {
  const t = useT();
  return (
    <FolderSidebar
      onNavigate={onNavigate}
      action={
        <Button
          startIcon={<Icon name="pencil" size="sm" />}
          onClick={() => {
            onNavigate();
            onCompose();
          }}
          onPointerEnter={onComposeIntent}
          onFocus={onComposeIntent}
        >
          {t('screen.compose')}
        </Button>
      }
      sections={[
        {
          title: t('screen.folders'),
          links: folders?.map((folder) => ({
            id: `folder-${folder.handle}`,
            title: folder.title,
            to: `${base}/${folder.handle}`,
            icon: folderIcons[folder.handle as keyof typeof folderIcons] ?? 'folder',
            count: folder.handle === 'inbox' ? unread : undefined,
          })),
        },
        {
          title: t('screen.filters'),
          links: filters?.map((filter) => ({
            id: `filter-${filter.handle}`,
            title: filter.title,
            to: `${base}/filter/${filter.handle}`,
            icon: filterIcons[filter.handle as keyof typeof filterIcons] ?? 'filter',
          })),
        },
        {
          title: t('screen.labels'),
          links: labels?.map((label) => ({
            id: `label-${label.handle}`,
            title: label.title,
            to: `${base}/label/${label.handle}`,
            color: label.color,
          })),
        },
      ]}
    />
  );
}
