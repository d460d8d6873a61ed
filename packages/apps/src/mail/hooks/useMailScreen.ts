/**
 * The mail screen's data: the route (folder, filter or label; the open mail), the lists and the open mail, the
 * selection kept to what the list shows, an unread mail marked read once opened, and every change the screen
 * offers (flags, moves, labels, deletes, compose), each through useAppMutation.
 */
import type { Mail } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useFolderRoute } from '../../lib/folder-app/folderRoutes';
import { useFolderLists } from '../../lib/folder-app/useFolderLists';
import { useFolderTitle } from '../../lib/folder-app/useFolderTitle';
import { htmlToText } from '../../lib/format';
import { matchesSearch } from '../../lib/listStore';
import { useSyncNavBadges } from '../../lib/navBadges';
import { useT } from '../i18n';
import { mailApi, mailKeys } from '../mail.api';
import { mailNavBadges } from '../mail.badges';
import {
  clearMailSelection,
  imagesShownFrom,
  keepSelectedMails,
  mailListStore,
  mailUiStore,
  openCompose,
  setSelectedMails,
} from '../mail.store';
import type { MailBulkFlag, MailSelection } from '../views/MailToolbar/MailToolbar';
import { useComposeMail } from './useComposeMail';
import { useMailMutations } from './useMailMutations';

export const MAIL_BASE = '/apps/mail';

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

const selectors: Record<MailSelection, (mail: Mail) => boolean> = {
  all: () => true,
  none: () => false,
  read: (mail) => mail.read,
  unread: (mail) => !mail.read,
  starred: (mail) => mail.starred,
  unstarred: (mail) => !mail.starred,
};

export function useMailScreen() {
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
    route.handle === 'inbox' && route.kind === 'folder' ? (inbox.data ? unread : null) : undefined,
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
  // Back to the list after a change to the open mail that takes it out of view.
  const thenBack = (change: () => void) => () => {
    change();
    navigate(route.listPath);
  };
  const draftsId = folderList.find((folder) => folder.handle === 'drafts')?.id;
  const draftId = composeDraft?.id;

  return {
    route,
    search,
    mails,
    visible,
    visibleIds,
    selectedIds,
    openMail,
    current,
    folders: folderList,
    filters: filters.data ?? [],
    labels: labelList,
    /** The sidebar's lists as they load (undefined until each arrives). */
    lists: { folders: folders.data, filters: filters.data, labels: labels.data },
    unread,
    composeOpen,
    composeDraft,
    imagesShown: current ? imagesShownFrom(imagesFrom, current.from.email) : false,
    /** The list's toolbar: on the selected mails. */
    selection: {
      select: (selection: MailSelection) =>
        setSelectedMails(visible.filter(selectors[selection]).map((mail) => mail.id)),
      move: (folderId: number) => moveTo(selectedMails(), folderId),
      toggleLabel: (labelId: number) => toggleLabel(selectedMails(), labelId),
      flag: (flag: MailBulkFlag) =>
        setFlags(
          selectedMails(),
          flag === 'read' || flag === 'unread' ? { read: flag === 'read' } : { [flag]: true },
        ),
      remove: () => removeMails([...selectedIds]),
    },
    flip,
    /** The reading pane: on the open mail. */
    open: (mail: Mail) => ({
      markUnread: thenBack(() => setFlags([mail], { read: false })),
      move: (folderId: number) => thenBack(() => moveTo([mail], folderId))(),
      toggleLabel: (labelId: number) => toggleLabel([mail], labelId),
      remove: thenBack(() => removeMails([mail.id])),
      editDraft:
        draftsId === mail.folder
          ? () =>
              openCompose({
                id: mail.id,
                values: {
                  to: mail.to.map((person) => person.email).join(', '),
                  cc: (mail.cc ?? []).map((person) => person.email).join(', '),
                  subject: mail.subject,
                  message: htmlToText(mail.message),
                },
              })
          : undefined,
    }),
    send: (values: Parameters<typeof compose.send.mutateAsync>[0]['values']) =>
      compose.send.mutateAsync({ values, draftId }),
    saveDraft: (values: Parameters<typeof compose.saveDraft.mutateAsync>[0]['values']) =>
      compose.saveDraft.mutateAsync({ values, draftId }),
  };
}
