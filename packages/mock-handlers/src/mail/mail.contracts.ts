import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  DeleteMailsRequestSchema,
  MailFilterSchema,
  MailFolderSchema,
  MailLabelSchema,
  MailQuerySchema,
  MailSchema,
  MailsQuerySchema,
  MailsSchema,
  SaveDraftRequestSchema,
  SendMailRequestSchema,
  SetMailFolderRequestSchema,
  ToggleMailLabelRequestSchema,
  UpdateMailRequestSchema,
  UpdateMailsRequestSchema,
} from './mail.schema';

const base = '/api/mail-app';
export const mailPaths = {
  /** GET ?mailId */
  mail: `${base}/mail`,
  /** GET ?labelHandle | ?filterHandle | ?folderHandle (default inbox) */
  mails: `${base}/mails`,
  /** POST a full mail (or {mail}); replaces the stored one */
  updateMail: `${base}/update-mail`,
  filters: `${base}/filters`,
  labels: `${base}/labels`,
  folders: `${base}/folders`,
  /** POST {selectedMailIds, folderId} → the updated mails */
  setFolder: `${base}/set-folder`,
  /** POST {selectedMailIds, labelId} → the updated mails (label toggled on each) */
  toggleLabel: `${base}/toggle-label`,
  /** POST {selectedMailIds} → the deleted ids */
  deleteMails: `${base}/delete-mails`,
  /**
   * Chorus extension, not in spec §7: POST a new message (SendMailRequest) → the sent mail, stored in
   * `sent` (a `draftId` sends that draft: it leaves `drafts`).
   */
  sendMail: `${base}/send-mail`,
  /** Chorus extension, not in spec §7: POST a draft (SaveDraftRequest; `id` updates one) → the draft. */
  saveDraft: `${base}/save-draft`,
  /**
   * Chorus extension, not in spec §7: POST {updates: [{id, ...MailPatch}]} → the changed mails (full records,
   * in the order given). Only the named fields change; every entry is checked before any is applied.
   */
  updateMails: `${base}/update-mails`,
} as const;

/**
 * The mail API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. mail.handlers.ts implements each; the client calls each with `call(mailContracts.x, input)`.
 */
export const mailContracts = {
  mail: contract.get(mailPaths.mail, MailQuerySchema, MailSchema),
  mails: contract.get(mailPaths.mails, MailsQuerySchema, MailsSchema),
  updateMail: contract.post(mailPaths.updateMail, UpdateMailRequestSchema, MailSchema),
  filters: contract.get(mailPaths.filters, z.object({}), z.array(MailFilterSchema)),
  labels: contract.get(mailPaths.labels, z.object({}), z.array(MailLabelSchema)),
  folders: contract.get(mailPaths.folders, z.object({}), z.array(MailFolderSchema)),
  setFolder: contract.post(mailPaths.setFolder, SetMailFolderRequestSchema, MailsSchema),
  toggleLabel: contract.post(mailPaths.toggleLabel, ToggleMailLabelRequestSchema, MailsSchema),
  deleteMails: contract.post(mailPaths.deleteMails, DeleteMailsRequestSchema, z.array(IdSchema)),
  sendMail: contract.post(mailPaths.sendMail, SendMailRequestSchema, MailSchema),
  saveDraft: contract.post(mailPaths.saveDraft, SaveDraftRequestSchema, MailSchema),
  updateMails: contract.post(mailPaths.updateMails, UpdateMailsRequestSchema, MailsSchema),
};
