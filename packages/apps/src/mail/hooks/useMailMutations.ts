import type { Mail, MailFolder, MailLabel, MailPatch } from '@chorus/mock-handlers/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { listsChanged } from '../../lib/folder-app/listsChanged';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../lib/mutation';
import { useT } from '../i18n';
import { mailApi, mailKeys, mailListKeys } from '../mail.api';

/** The flags a reader flips on one mail or on a selection. */
export type MailFlags = Partial<Pick<MailPatch, 'read' | 'starred' | 'important'>>;

interface FlagsChange {
  /** The mails as they are now (the cache's records): what changes is sent, for each mail it changes. */
  mails: readonly Mail[];
  flags: MailFlags;
}
interface MoveChange {
  mails: readonly Mail[];
  folderId: number;
  /** The folder's title, for the snackbar. */
  title: string;
}
interface LabelChange {
  mails: readonly Mail[];
  labelId: number;
}

const changes = (mail: Mail, flags: MailFlags) =>
  (Object.keys(flags) as Array<keyof MailFlags>).some((flag) => mail[flag] !== flags[flag]);

/**
 * Every change to mails: optimistic with roll-back; the server's answer (the changed mails) goes into
 * every cached list and reading pane that shows them, and only the lists a mail entered or left (its
 * folder, a label, the starred or important filter) are read again.
 */
export function useMailMutations() {
  const t = useT();
  const client = useQueryClient();
  const listsOf = (mail: Mail) =>
    mailListKeys(
      mail,
      client.getQueryData<MailFolder[]>(mailKeys.folders) ?? [],
      client.getQueryData<MailLabel[]>(mailKeys.labels) ?? [],
    );
  const answer = (result: Mail[]) => putCachedItems(client, mailKeys.mails, result);
  const moved = (result: Mail[], { mails }: { mails: readonly Mail[] }) =>
    listsChanged(mails, result, listsOf);

  // Chorus's update-mails: one request for the whole selection, with only the flags that change.
  const flags = useAppMutation({
    queryKey: mailKeys.mails,
    mutationFn: ({ mails, flags }: FlagsChange) =>
      mailApi.updateMails(mails.map((mail) => ({ id: mail.id, ...flags }))),
    apply: ({ mails, flags }, cache) =>
      patchCachedItems<Mail>(
        cache,
        mailKeys.mails,
        mails.map((mail) => mail.id),
        (mail) => ({ ...mail, ...flags }),
      ),
    answer,
    invalidate: moved,
    errorMessage: t('mutation.updateFailed'),
  });
  const move = useAppMutation({
    queryKey: mailKeys.mails,
    mutationFn: ({ mails, folderId }: MoveChange) =>
      mailApi.setFolder(
        mails.map((mail) => mail.id),
        folderId,
      ),
    apply: ({ mails, folderId }, cache) =>
      patchCachedItems<Mail>(
        cache,
        mailKeys.mails,
        mails.map((mail) => mail.id),
        (mail) => ({ ...mail, folder: folderId }),
      ),
    answer,
    invalidate: moved,
    errorMessage: t('mutation.moveFailed'),
    successMessage: ({ mails, title }) => t('mutation.moved', { count: mails.length, title }),
  });
  const toggleLabel = useAppMutation({
    queryKey: mailKeys.mails,
    mutationFn: ({ mails, labelId }: LabelChange) =>
      mailApi.toggleLabel(
        mails.map((mail) => mail.id),
        labelId,
      ),
    apply: ({ mails, labelId }, cache) =>
      patchCachedItems<Mail>(
        cache,
        mailKeys.mails,
        mails.map((mail) => mail.id),
        (mail) => ({
          ...mail,
          labels: mail.labels.includes(labelId)
            ? mail.labels.filter((id) => id !== labelId)
            : [...mail.labels, labelId],
        }),
      ),
    answer,
    invalidate: moved,
    errorMessage: t('mutation.labelFailed'),
  });
  // Gone from every list at once; the answer (the deleted ids) has nothing more to say.
  const remove = useAppMutation({
    queryKey: mailKeys.mails,
    mutationFn: (ids: string[]) => mailApi.deleteMails(ids),
    apply: (ids, cache) => {
      const gone = new Set(ids);
      updateCachedLists<Mail>(cache, mailKeys.mails, (list) => list.filter((mail) => !gone.has(mail.id)));
    },
    errorMessage: t('mutation.deleteFailed'),
    successMessage: (ids) => t('mutation.deleted', { count: ids.length }),
  });

  return {
    /** Sets these flags on the mails (one request; mails that already have them are left out). */
    setFlags: (mails: readonly Mail[], values: MailFlags) => {
      const changing = mails.filter((mail) => changes(mail, values));
      if (changing.length > 0) flags.mutate({ mails: changing, flags: values });
    },
    /** Flips one flag of one mail. */
    flip: (mail: Mail, flag: 'starred' | 'important') =>
      flags.mutate({ mails: [mail], flags: { [flag]: !mail[flag] } }),
    move: (mails: readonly Mail[], folderId: number, title: string) => {
      if (mails.length > 0) move.mutate({ mails, folderId, title });
    },
    toggleLabel: (mails: readonly Mail[], labelId: number) => {
      if (mails.length > 0) toggleLabel.mutate({ mails, labelId });
    },
    remove: (ids: string[]) => {
      if (ids.length > 0) remove.mutate(ids);
    },
  };
}
