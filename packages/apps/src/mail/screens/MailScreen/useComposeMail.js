import { putCachedItems, useAppMutation } from '../../../lib/mutation';
import { useT } from '../../i18n';
import { mailApi, mailKeys } from '../../mail.api';
import { closeCompose } from '../../mail.store';
import { splitAddresses } from '../../views/mailFormat';
/** The compose fields as the contract's payload: address lists, and the text escaped by the handler. */
function composedRequest(values) {
    return {
        to: splitAddresses(values.to),
        cc: splitAddresses(values.cc),
        subject: values.subject.trim(),
        message: values.message,
        format: 'text',
    };
}
/**
 * Sending and saving drafts (the Chorus send-mail and save-draft calls). Not optimistic: the dialog
 * waits for the answer, closes with a snackbar on success and keeps the text with the reason on a refusal
 * (the dialog shows it: no error snackbar). The answer (the stored mail) goes into the lists that show it
 * already (a draft saved again); the folders it enters or leaves (Sent, Drafts) are read again.
 */
export function useComposeMail({ onDone } = {}) {
    const t = useT();
    const common = {
        // No errorMessage: the dialog shows the refusal's reason itself, beside what was written.
        mode: 'server',
        answer: (mail, _vars, client) => putCachedItems(client, mailKeys.mails, [mail]),
        onSuccess: (mail, { draftId }) => {
            closeCompose();
            onDone?.(mail, draftId);
        },
    };
    const drafts = mailKeys.list({ folderHandle: 'drafts' });
    const send = useAppMutation({
        ...common,
        mutationFn: ({ values, draftId }) => mailApi.sendMail({ ...composedRequest(values), draftId }),
        invalidate: (_mail, { draftId }) => [
            mailKeys.list({ folderHandle: 'sent' }),
            ...(draftId ? [drafts] : []),
        ],
        successMessage: t('compose.sent'),
    });
    const saveDraft = useAppMutation({
        ...common,
        mutationFn: ({ values, draftId }) => mailApi.saveDraft({ ...composedRequest(values), id: draftId }),
        invalidate: [drafts],
        successMessage: t('compose.draftSaved'),
    });
    return { send, saveDraft };
}
