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
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

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

export const mailApi = {
  mails: (query: MailsQuery, signal?: AbortSignal) => api.get<Mail[]>(mailPaths.mails, query, signal),
  mail: (mailId: string, signal?: AbortSignal) => api.get<Mail>(mailPaths.mail, { mailId }, signal),
  folders: () => api.get<MailFolder[]>(mailPaths.folders),
  filters: () => api.get<MailFilter[]>(mailPaths.filters),
  labels: () => api.get<MailLabel[]>(mailPaths.labels),
  updateMail: (mail: Mail) => api.post<Mail>(mailPaths.updateMail, mail),
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
