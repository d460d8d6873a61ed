import { useQueryClient } from '@tanstack/react-query';
import { listsChanged } from '../../../lib/folder-app/listsChanged';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { useT } from '../../i18n';
import { mailApi, mailKeys, mailListKeys } from '../../mail.api';
const changes = (mail, flags) => Object.keys(flags).some((flag) => mail[flag] !== flags[flag]);
/**
 * Every change to mails: optimistic with roll-back; the server's answer (the changed mails) goes into
 * every cached list and reading pane that shows them, and only the lists a mail entered or left (its
 * folder, a label, the starred or important filter) are read again.
 */
export function useMailMutations() {
    const t = useT();
    const client = useQueryClient();
    const listsOf = (mail) => mailListKeys(mail, client.getQueryData(mailKeys.folders) ?? [], client.getQueryData(mailKeys.labels) ?? []);
    const answer = (result) => putCachedItems(client, mailKeys.mails, result);
    const moved = (result, { mails }) => listsChanged(mails, result, listsOf);
    // Chorus's update-mails: one request for the whole selection, with only the flags that change.
    const flags = useAppMutation({
        queryKey: mailKeys.mails,
        mutationFn: ({ mails, flags }) => mailApi.updateMails(mails.map((mail) => ({ id: mail.id, ...flags }))),
        apply: ({ mails, flags }, cache) => patchCachedItems(cache, mailKeys.mails, mails.map((mail) => mail.id), (mail) => ({ ...mail, ...flags })),
        answer,
        invalidate: moved,
        errorMessage: t('mutation.updateFailed'),
    });
    const move = useAppMutation({
        queryKey: mailKeys.mails,
        mutationFn: ({ mails, folderId }) => mailApi.setFolder(mails.map((mail) => mail.id), folderId),
        apply: ({ mails, folderId }, cache) => patchCachedItems(cache, mailKeys.mails, mails.map((mail) => mail.id), (mail) => ({ ...mail, folder: folderId })),
        answer,
        invalidate: moved,
        errorMessage: t('mutation.moveFailed'),
        successMessage: ({ mails, title }) => t('mutation.moved', { count: mails.length, title }),
    });
    const toggleLabel = useAppMutation({
        queryKey: mailKeys.mails,
        mutationFn: ({ mails, labelId }) => mailApi.toggleLabel(mails.map((mail) => mail.id), labelId),
        apply: ({ mails, labelId }, cache) => patchCachedItems(cache, mailKeys.mails, mails.map((mail) => mail.id), (mail) => ({
            ...mail,
            labels: mail.labels.includes(labelId)
                ? mail.labels.filter((id) => id !== labelId)
                : [...mail.labels, labelId],
        })),
        answer,
        invalidate: moved,
        errorMessage: t('mutation.labelFailed'),
    });
    // Gone from every list at once; the answer (the deleted ids) has nothing more to say.
    const remove = useAppMutation({
        queryKey: mailKeys.mails,
        mutationFn: (ids) => mailApi.deleteMails(ids),
        apply: (ids, cache) => {
            const gone = new Set(ids);
            updateCachedLists(cache, mailKeys.mails, (list) => list.filter((mail) => !gone.has(mail.id)));
        },
        errorMessage: t('mutation.deleteFailed'),
        successMessage: (ids) => t('mutation.deleted', { count: ids.length }),
    });
    return {
        /** Sets these flags on the mails (one request; mails that already have them are left out). */
        setFlags: (mails, values) => {
            const changing = mails.filter((mail) => changes(mail, values));
            if (changing.length > 0)
                flags.mutate({ mails: changing, flags: values });
        },
        /** Flips one flag of one mail. */
        flip: (mail, flag) => flags.mutate({ mails: [mail], flags: { [flag]: !mail[flag] } }),
        move: (mails, folderId, title) => {
            if (mails.length > 0)
                move.mutate({ mails, folderId, title });
        },
        toggleLabel: (mails, labelId) => {
            if (mails.length > 0)
                toggleLabel.mutate({ mails, labelId });
        },
        remove: (ids) => {
            if (ids.length > 0)
                remove.mutate(ids);
        },
    };
}
