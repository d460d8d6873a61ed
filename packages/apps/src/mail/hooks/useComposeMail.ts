import type { Mail, SaveDraftRequest } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { putCachedItems, useAppMutation } from '../../lib/mutation';
import { useT } from '../i18n';
import { mailApi, mailKeys } from '../mail.api';
import { closeCompose } from '../mail.store';
import type { ComposeValues } from '../views/ComposeDialog/ComposeDialog';
import { splitAddresses } from '../views/mailFormat';

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
 * waits for the answer, closes with a snackbar on success and keeps the text with the reason on a refusal
 * (the dialog shows it: no error snackbar). The answer (the stored mail) goes into the lists that show it
 * already (a draft saved again); the folders it enters or leaves (Sent, Drafts) are read again.
 */
export function useComposeMail({ onDone }: { onDone?: (mail: Mail, draftId?: string) => void } = {}) {
  const t = useT();
  const common = {
    // No errorMessage: the dialog shows the refusal's reason itself, beside what was written.
    mode: 'server',
    answer: (mail: Mail, _vars: Compose, client: QueryClient) =>
      putCachedItems(client, mailKeys.mails, [mail]),
    onSuccess: (mail: Mail, { draftId }: Compose) => {
      closeCompose();
      onDone?.(mail, draftId);
    },
  } as const;
  const drafts = mailKeys.list({ folderHandle: 'drafts' });
  const send = useAppMutation({
    ...common,
    mutationFn: ({ values, draftId }: Compose) => mailApi.sendMail({ ...composedRequest(values), draftId }),
    invalidate: (_mail, { draftId }) => [
      mailKeys.list({ folderHandle: 'sent' }),
      ...(draftId ? [drafts] : []),
    ],
    successMessage: t('compose.sent'),
  });
  const saveDraft = useAppMutation({
    ...common,
    mutationFn: ({ values, draftId }: Compose) =>
      mailApi.saveDraft({ ...composedRequest(values), id: draftId }),
    invalidate: [drafts],
    successMessage: t('compose.draftSaved'),
  });
  return { send, saveDraft };
}
