/** Typed calls to the mail endpoints of the contract, and their query keys. */
import {
  type Mail,
  type MailFolder,
  type MailLabel,
  type MailsQuery,
  mailContracts,
  type SaveDraftRequest,
  type SendMailRequest,
  type UpdateMailsRequest,
} from '@chorus/mock-handlers/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../lib/call';

export const mailKeys = {
  all: ['mail'] as const,
  /** Every mail list and single mail (what a change to mails touches). */
  mails: ['mail', 'mails'] as const,
  list: (query: MailsQuery) => ['mail', 'mails', 'list', query] as const,
  one: (id: string) => ['mail', 'mails', 'one', id] as const,
  folders: ['mail', 'folders'] as const,
  filters: ['mail', 'filters'] as const,
  labels: ['mail', 'labels'] as const,
};

/**
 * The lists that hold a mail, by the handler's rule: its folder's, each of its labels', and the starred and
 * important filters while it has the flag. A change that alters these moves the mail into or out of a list.
 */
export function mailListKeys(
  mail: Mail,
  folders: readonly MailFolder[],
  labels: readonly MailLabel[],
): QueryKey[] {
  const folder = folders.find((entry) => entry.id === mail.folder);
  return [
    ...(folder ? [mailKeys.list({ folderHandle: folder.handle })] : []),
    ...labels
      .filter((label) => mail.labels.includes(label.id))
      .map((label) => mailKeys.list({ labelHandle: label.handle })),
    ...(mail.starred ? [mailKeys.list({ filterHandle: 'starred' })] : []),
    ...(mail.important ? [mailKeys.list({ filterHandle: 'important' })] : []),
  ];
}

export const mailApi = {
  mails: (query: MailsQuery, signal?: AbortSignal) => call(mailContracts.mails, query, signal),
  mail: (mailId: string, signal?: AbortSignal) => call(mailContracts.mail, { mailId }, signal),
  folders: () => call(mailContracts.folders, {}),
  filters: () => call(mailContracts.filters, {}),
  labels: () => call(mailContracts.labels, {}),
  /** Chorus extension (not in spec §7): only the named fields of each mail change, all in one request. */
  updateMails: (updates: UpdateMailsRequest['updates']) => call(mailContracts.updateMails, { updates }),
  setFolder: (selectedMailIds: string[], folderId: number) =>
    call(mailContracts.setFolder, { selectedMailIds, folderId }),
  toggleLabel: (selectedMailIds: string[], labelId: number) =>
    call(mailContracts.toggleLabel, { selectedMailIds, labelId }),
  deleteMails: (selectedMailIds: string[]) => call(mailContracts.deleteMails, { selectedMailIds }),
  /** Chorus extension (not in spec §7): the sent mail, stored in Sent. */
  sendMail: (request: SendMailRequest) => call(mailContracts.sendMail, request),
  /** Chorus extension (not in spec §7): the saved draft, stored in Drafts. */
  saveDraft: (request: SaveDraftRequest) => call(mailContracts.saveDraft, request),
};
