import type { Mail, SaveDraftRequest } from '@chorus/mock-handlers/contracts';
import { showMessage } from '@chorus/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailApi, mailKeys } from '../../mail.api';
import { closeCompose } from '../../mail.store';
import type { ComposeValues } from '../../views/ComposeDialog/ComposeDialog';
import { splitAddresses } from '../../views/mailFormat';

/** The compose fields as the contract's payload: address lists, and the text escaped by the handler. */
function composedRequest(values: ComposeValues): SaveDraftRequest {
  return {
    to: splitAddresses(values.to),
    cc: splitAddresses(values.cc),
    subject: values.subject.trim(),
    message: values.message,
    format: 'text',
  };
}

interface Compose {
  values: ComposeValues;
  /** The stored draft being sent or saved again. */
  draftId?: string;
}

/**
 * Sending and saving drafts (the Chorus send-mail and save-draft calls). Not optimistic: the dialog
 * waits for the answer, closes with a snackbar on success and keeps the text with the reason on a refusal.
 * Either way every mail list is refetched, so Sent and Drafts show the new mail.
 */
export function useComposeMail({ onDone }: { onDone?: (mail: Mail, draftId?: string) => void } = {}) {
  const client = useQueryClient();
  const refetchMails = () => client.invalidateQueries({ queryKey: mailKeys.mails });
  const done =
    (message: string) =>
    (mail: Mail, { draftId }: Compose) => {
      closeCompose();
      showMessage({ message, variant: 'success' });
      onDone?.(mail, draftId);
    };
  const send = useMutation({
    mutationFn: ({ values, draftId }: Compose) => mailApi.sendMail({ ...composedRequest(values), draftId }),
    onSuccess: done('Message sent'),
    onSettled: refetchMails,
  });
  const saveDraft = useMutation({
    mutationFn: ({ values, draftId }: Compose) =>
      mailApi.saveDraft({ ...composedRequest(values), id: draftId }),
    onSuccess: done('Draft saved'),
    onSettled: refetchMails,
  });
  return { send, saveDraft };
}
