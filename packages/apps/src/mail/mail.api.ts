/** Typed calls to the mail endpoints of the contract, and their query keys. */
import {
  type Mail,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailsQuery,
  mailPaths,
  type SaveDraftRequest,
  type SendMailRequest,
  type UpdateMailsRequest,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
import type { QueryKey } from '@tanstack/react-query';

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
  mails: (query: MailsQuery, signal?: AbortSignal) => api.get<Mail[]>(mailPaths.mails, query, signal),
  mail: (mailId: string, signal?: AbortSignal) => api.get<Mail>(mailPaths.mail, { mailId }, signal),
  folders: () => api.get<MailFolder[]>(mailPaths.folders),
  filters: () => api.get<MailFilter[]>(mailPaths.filters),
  labels: () => api.get<MailLabel[]>(mailPaths.labels),
  /** Chorus extension (not in spec §7): only the named fields of each mail change, all in one request. */
  updateMails: (updates: UpdateMailsRequest['updates']) =>
    api.post<Mail[]>(mailPaths.updateMails, { updates } satisfies UpdateMailsRequest),
  setFolder: (selectedMailIds: string[], folderId: number) =>
    api.post<Mail[]>(mailPaths.setFolder, { selectedMailIds, folderId }),
  toggleLabel: (selectedMailIds: string[], labelId: number) =>
    api.post<Mail[]>(mailPaths.toggleLabel, { selectedMailIds, labelId }),
  deleteMails: (selectedMailIds: string[]) => api.post<string[]>(mailPaths.deleteMails, { selectedMailIds }),
  /** Chorus extension (not in spec §7): the sent mail, stored in Sent. */
  sendMail: (request: SendMailRequest) => api.post<Mail>(mailPaths.sendMail, request),
  /** Chorus extension (not in spec §7): the saved draft, stored in Drafts. */
  saveDraft: (request: SaveDraftRequest) => api.post<Mail>(mailPaths.saveDraft, request),
};
