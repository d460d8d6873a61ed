import type { Mail } from '@chorus/mock-handlers/contracts';
import { patchCachedItems, updateCachedLists, useOptimisticMutation } from '../../../lib/optimistic';
import { mailApi, mailKeys } from '../../mail.api';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Every change to mails, optimistic with roll-back and an error snackbar. */
export function useMailMutations() {
  const updateMails = useOptimisticMutation({
    queryKey: mailKeys.mails,
    mutationFn: (mails: Mail[]) => Promise.all(mails.map((mail) => mailApi.updateMail(mail))),
    apply: (mails, client) => {
      const byId = new Map(mails.map((mail) => [mail.id, mail]));
      patchCachedItems<Mail>(client, mailKeys.mails, [...byId.keys()], (mail) => byId.get(mail.id) ?? mail);
    },
    errorMessage: 'Could not update the mail',
  });
  const move = useOptimisticMutation({
    queryKey: mailKeys.mails,
    mutationFn: ({ ids, folderId }: { ids: string[]; folderId: number; title: string }) =>
      mailApi.setFolder(ids, folderId),
    apply: ({ ids, folderId }, client) =>
      patchCachedItems<Mail>(client, mailKeys.mails, ids, (mail) => ({ ...mail, folder: folderId })),
    errorMessage: 'Could not move the mails',
    successMessage: ({ ids, title }) => `Moved ${plural(ids.length, 'mail')} to ${title}`,
  });
  const toggleLabel = useOptimisticMutation({
    queryKey: mailKeys.mails,
    mutationFn: ({ ids, labelId }: { ids: string[]; labelId: number }) => mailApi.toggleLabel(ids, labelId),
    apply: ({ ids, labelId }, client) =>
      patchCachedItems<Mail>(client, mailKeys.mails, ids, (mail) => ({
        ...mail,
        labels: mail.labels.includes(labelId)
          ? mail.labels.filter((id) => id !== labelId)
          : [...mail.labels, labelId],
      })),
    errorMessage: 'Could not change the label',
  });
  const remove = useOptimisticMutation({
    queryKey: mailKeys.mails,
    mutationFn: (ids: string[]) => mailApi.deleteMails(ids),
    apply: (ids, client) => {
      const gone = new Set(ids);
      updateCachedLists<Mail>(client, mailKeys.mails, (list) => list.filter((mail) => !gone.has(mail.id)));
    },
    errorMessage: 'Could not delete the mails',
    successMessage: (ids) => `Deleted ${plural(ids.length, 'mail')}`,
  });
  return { updateMails, move, toggleLabel, remove };
}
