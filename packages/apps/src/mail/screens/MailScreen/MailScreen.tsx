/** The mail app: folders, filters and labels; the list with bulk actions; the reading pane; compose. */
import '../../../lib/appIcons';
import '../../mail.icons';
import type { Mail } from '@chorus/mock-handlers/contracts';
import { Button, Icon, QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import * as frame from '../../../lib/folder-app/folderApp.css';
import { useFolderRoute } from '../../../lib/folder-app/folderRoutes';
import { useFolderTitle } from '../../../lib/folder-app/useFolderTitle';
import { useFolderLists } from '../../../lib/folder-app/useFolderLists';
import { htmlToText } from '../../../lib/format';
import { matchesSearch } from '../../../lib/listStore';
import { errorText } from '../../../lib/query';
import { useSyncNavBadges } from '../../../lib/navBadges';
import { mailApi, mailKeys } from '../../mail.api';
import { useT } from '../../i18n';
import { mailNavBadges } from '../../mail.badges';
import {
  clearMailSelection,
  closeCompose,
  imagesShownFrom,
  keepSelectedMails,
  mailListStore,
  mailUiStore,
  openCompose,
  setMailSearch,
  setSelectedMails,
  showImagesFrom,
  toggleMailSelected,
} from '../../mail.store';
import { ComposeDialog } from '../../views/ComposeDialog/ComposeDialog';
import { MailDetails } from '../../views/MailDetails/MailDetails';
import { MailList } from '../../views/MailList/MailList';
import { type MailSelection, MailToolbar } from '../../views/MailToolbar/MailToolbar';
import { useComposeMail } from './useComposeMail';
import { useMailMutations } from './useMailMutations';

/** The mail data's system names that the catalogue translates (`system.<handle>`). */
const SYSTEM_NAMES = [
  'inbox',
  'sent',
  'drafts',
  'spam',
  'trash',
  'starred',
  'important',
  'note',
  'invoice',
] as const;

export const MAIL_BASE = '/apps/mail';
const folderIcons = {
  inbox: 'inbox',
  sent: 'send',
  drafts: 'file-text',
  spam: 'circle-alert',
  trash: 'trash',
} as const;
const filterIcons = { starred: 'star', important: 'flag' } as const;

const selectors: Record<MailSelection, (mail: Mail) => boolean> = {
  all: () => true,
  none: () => false,
  read: (mail) => mail.read,
  unread: (mail) => !mail.read,
  starred: (mail) => mail.starred,
  unstarred: (mail) => !mail.starred,
};

export default function MailScreen() {
  const t = useT();
  const route = useFolderRoute(MAIL_BASE, 'inbox');
  const navigate = useNavigate();
  const { selectedIds, search } = useSnapshot(mailListStore);
  const { composeOpen, composeDraft, imagesFrom } = useSnapshot(mailUiStore);
  // The system folders, filters and labels in the viewer's language (their data names them in English).
  const { folders, filters, labels } = useFolderLists(
    { keys: mailKeys, ...mailApi },
    SYSTEM_NAMES,
    (handle) => t(`system.${handle}`),
  );
  const inbox = useQuery({
    queryKey: mailKeys.list({ folderHandle: 'inbox' }),
    queryFn: ({ signal }) => mailApi.mails({ folderHandle: 'inbox' }, signal),
  });
  useSyncNavBadges(inbox.data && mailNavBadges(inbox.data));
  const mails = useQuery({
    queryKey: mailKeys.list(route.query),
    queryFn: ({ signal }) => mailApi.mails(route.query, signal),
  });
  const openMail = useQuery({
    queryKey: mailKeys.one(route.itemId ?? ''),
    queryFn: ({ signal }) => mailApi.mail(route.itemId ?? '', signal),
    enabled: !!route.itemId,
    initialData: () => mails.data?.find((mail) => mail.id === route.itemId),
  });
  const { setFlags, flip, move, toggleLabel, remove } = useMailMutations();
  const compose = useComposeMail({
    // A draft sent or saved from its reading pane: back to the list (a sent draft left Drafts).
    onDone: (_mail, draftId) => {
      if (draftId && draftId === route.itemId) navigate(route.listPath);
    },
  });
  const draftId = composeDraft?.id;

  const visible = useMemo(
    () =>
      (mails.data ?? []).filter((mail) =>
        matchesSearch(search, mail.subject, mail.from.name, mail.from.email, mail.message),
      ),
    [mails.data, search],
  );
  const visibleIds = useMemo(() => visible.map((mail) => mail.id), [visible]);
  // A new list starts with nothing selected; a changed list keeps only what it still shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's path changes.
  useEffect(() => clearMailSelection(), [route.listPath]);
  useEffect(() => keepSelectedMails(visibleIds), [visibleIds]);

  // Opening an unread mail marks it read, once.
  const markedRead = useRef<string | undefined>(undefined);
  const current = openMail.data;
  useEffect(() => {
    if (current && !current.read && markedRead.current !== current.id) {
      markedRead.current = current.id;
      setFlags([current], { read: true });
    }
  }, [current, setFlags]);

  const folderList = folders.data ?? [];
  const labelList = labels.data ?? [];
  const unread = (inbox.data ?? []).filter((mail) => !mail.read).length;
  useFolderTitle(
    route,
    { folder: folders.data, filter: filters.data, label: labels.data },
    route.handle === 'inbox' && route.kind === 'folder' ? unread : undefined,
  );
  const selectedMails = () => (mails.data ?? []).filter((mail) => selectedIds.includes(mail.id));
  const moveTo = (moving: readonly Mail[], folderId: number) => {
    const title = folderList.find((folder) => folder.id === folderId)?.title ?? t('mutation.someFolder');
    move(moving, folderId, title);
    clearMailSelection();
  };
  const removeMails = (ids: string[]) => {
    remove(ids);
    clearMailSelection();
  };

  const list = (
    <QueryStatus
      query={mails}
      isEmpty={visible.length === 0}
      loading={t('screen.loading')}
      error={(error) => t('screen.loadError', { reason: errorText(error) })}
      empty={{ title: search ? t('screen.noMatch') : t('screen.empty'), icon: 'inbox' }}
      fill
    >
      <MailList
        mails={visible}
        labels={labelList}
        selectedIds={selectedIds}
        activeId={route.itemId}
        itemPath={route.itemPath}
        onToggleSelected={toggleMailSelected}
        onToggleStarred={(mail) => flip(mail, 'starred')}
        onToggleImportant={(mail) => flip(mail, 'important')}
      />
    </QueryStatus>
  );

  return (
    <FolderAppFrame
      fill
      title={t('screen.title')}
      sidebarLabel={t('screen.sidebar')}
      search={search}
      onSearch={setMailSearch}
      searchLabel={t('screen.search')}
      sidebar={(close) => (
        <FolderSidebar
          onNavigate={close}
          action={
            <Button
              startIcon={<Icon name="pencil" size="sm" />}
              onClick={() => {
                close();
                openCompose();
              }}
            >
              {t('screen.compose')}
            </Button>
          }
          sections={[
            {
              title: t('screen.folders'),
              links: folderList.map((folder) => ({
                id: `folder-${folder.handle}`,
                title: folder.title,
                to: `${MAIL_BASE}/${folder.handle}`,
                icon: folderIcons[folder.handle as keyof typeof folderIcons] ?? 'folder',
                count: folder.handle === 'inbox' ? unread : undefined,
              })),
            },
            {
              title: t('screen.filters'),
              links: (filters.data ?? []).map((filter) => ({
                id: `filter-${filter.handle}`,
                title: filter.title,
                to: `${MAIL_BASE}/filter/${filter.handle}`,
                icon: filterIcons[filter.handle as keyof typeof filterIcons] ?? 'filter',
              })),
            },
            {
              title: t('screen.labels'),
              links: labelList.map((label) => ({
                id: `label-${label.handle}`,
                title: label.title,
                to: `${MAIL_BASE}/label/${label.handle}`,
                color: label.color,
              })),
            },
          ]}
        />
      )}
    >
      <div className={`${frame.frame} ${frame.frameFill}`}>
        <div className={frame.workspace} data-open={route.itemId ? '' : undefined}>
          <div className={frame.listPane} data-testid="mail-list-pane">
            <MailToolbar
              visibleIds={visibleIds}
              selectedIds={selectedIds}
              folders={folderList}
              labels={labelList}
              onSelect={(selection) =>
                setSelectedMails(visible.filter(selectors[selection]).map((mail) => mail.id))
              }
              onMove={(folderId) => moveTo(selectedMails(), folderId)}
              onToggleLabel={(labelId) => toggleLabel(selectedMails(), labelId)}
              onFlag={(flag) =>
                setFlags(
                  selectedMails(),
                  flag === 'read' || flag === 'unread' ? { read: flag === 'read' } : { [flag]: true },
                )
              }
              onDelete={() => removeMails([...selectedIds])}
            />
            {list}
          </div>
          {route.itemId ? (
            <section
              className={frame.detailPane}
              aria-label={t('screen.readingPane')}
              data-testid="mail-reading-pane"
            >
              {current ? (
                <MailDetails
                  mail={current}
                  folders={folderList}
                  labels={labelList}
                  listPath={route.listPath}
                  onToggleStarred={() => flip(current, 'starred')}
                  onToggleImportant={() => flip(current, 'important')}
                  onMarkUnread={() => {
                    setFlags([current], { read: false });
                    navigate(route.listPath);
                  }}
                  onMove={(folderId) => {
                    moveTo([current], folderId);
                    navigate(route.listPath);
                  }}
                  onToggleLabel={(labelId) => toggleLabel([current], labelId)}
                  imagesShown={imagesShownFrom(imagesFrom, current.from.email)}
                  onShowImages={() => showImagesFrom(current.from.email)}
                  onDelete={() => {
                    removeMails([current.id]);
                    navigate(route.listPath);
                  }}
                  onEditDraft={
                    folderList.find((folder) => folder.handle === 'drafts')?.id === current.folder
                      ? () =>
                          openCompose({
                            id: current.id,
                            values: {
                              to: current.to.map((person) => person.email).join(', '),
                              cc: (current.cc ?? []).map((person) => person.email).join(', '),
                              subject: current.subject,
                              message: htmlToText(current.message),
                            },
                          })
                      : undefined
                  }
                />
              ) : (
                <QueryStatus
                  query={openMail}
                  loading={t('screen.opening')}
                  error={(error) => t('screen.openError', { reason: errorText(error) })}
                  fill
                />
              )}
            </section>
          ) : null}
        </div>
      </div>
      <ComposeDialog
        key={draftId ?? 'new'}
        open={composeOpen}
        initialValues={composeDraft?.values}
        onClose={closeCompose}
        onSend={(values) => compose.send.mutateAsync({ values, draftId })}
        onSaveDraft={(values) => compose.saveDraft.mutateAsync({ values, draftId })}
      />
    </FolderAppFrame>
  );
}
