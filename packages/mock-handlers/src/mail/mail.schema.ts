import { z } from 'zod';
import {
  DateStringSchema,
  eachIdOnce,
  HtmlSchema,
  IdListSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  trimmedText,
  unwrapped,
  UrlSchema,
  visibleText,
} from '@chorus/domain/contracts';

const Email = z.string().max(LIMITS.shortText);

export const MailAttachmentSchema = z.object({
  type: ShortTextSchema,
  fileName: ShortTextSchema,
  preview: ImageUrlSchema,
  url: UrlSchema,
  size: ShortTextSchema,
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

export const MailSchema = z.object({
  id: IdSchema,
  from: z.object({ name: ShortTextSchema, avatar: ImageUrlSchema, email: Email }),
  to: z.array(z.object({ name: ShortTextSchema, email: Email })).max(100),
  /** Chorus extension (not a spec field): copies, on mails written with compose. */
  cc: z
    .array(z.object({ name: ShortTextSchema, email: Email }))
    .max(100)
    .optional(),
  subject: ShortTextSchema,
  /** HTML: sanitise before rendering (some seeded mails carry hostile markup on purpose). */
  message: HtmlSchema,
  time: DateStringSchema,
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(MailAttachmentSchema).max(50),
  labels: z.array(z.number().int()).max(20),
  folder: z.number().int(),
});
export type Mail = z.infer<typeof MailSchema>;

export const MailFolderSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type MailFolder = z.infer<typeof MailFolderSchema>;
export const MailFilterSchema = MailFolderSchema;
export type MailFilter = z.infer<typeof MailFilterSchema>;
export const MailLabelSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type MailLabel = z.infer<typeof MailLabelSchema>;

export const MailQuerySchema = z.object({ mailId: IdSchema });
export const MailsQuerySchema = z.object({
  labelHandle: ShortTextSchema.optional(),
  filterHandle: ShortTextSchema.optional(),
  folderHandle: ShortTextSchema.optional(),
});
export type MailsQuery = z.infer<typeof MailsQuerySchema>;

export const UpdateMailRequestSchema = unwrapped('mail', MailSchema);
export const SetMailFolderRequestSchema = z.object({
  selectedMailIds: IdListSchema,
  folderId: z.number().int(),
});
export type SetMailFolderRequest = z.infer<typeof SetMailFolderRequestSchema>;
export const ToggleMailLabelRequestSchema = z.object({
  selectedMailIds: IdListSchema,
  labelId: z.number().int(),
});
export type ToggleMailLabelRequest = z.infer<typeof ToggleMailLabelRequestSchema>;
export const DeleteMailsRequestSchema = z.object({ selectedMailIds: IdListSchema });
export type DeleteMailsRequest = z.infer<typeof DeleteMailsRequestSchema>;

// --- Chorus extension, not in spec §7: composing mail (send-mail, save-draft). ---

/** One address as typed: trimmed, then a valid e-mail. */
export const MailAddressSchema = z
  .string()
  .trim()
  .max(LIMITS.shortText)
  .pipe(z.email('Please enter a valid email'));
const AddressListSchema = z.array(MailAddressSchema).max(100);

/** `html` stores the message as given (shown sanitised); `text` is escaped into paragraphs first. */
export const MAIL_MESSAGE_FORMATS = ['html', 'text'] as const;
export type MailMessageFormat = (typeof MAIL_MESSAGE_FORMATS)[number];

const composedFields = {
  to: AddressListSchema,
  cc: AddressListSchema.default([]),
  subject: trimmedText(LIMITS.shortText),
  message: trimmedText(LIMITS.html),
  format: z.enum(MAIL_MESSAGE_FORMATS).default('html'),
};

/**
 * POST send-mail: at least one recipient, a subject and a message (trimmed of Unicode white space and format
 * characters first); `draftId` sends a stored draft (and replaces its content).
 */
export const SendMailRequestSchema = z.object({
  ...composedFields,
  to: AddressListSchema.min(1, 'Add at least one recipient'),
  subject: requiredText(LIMITS.shortText, 1, 'Enter a subject'),
  message: requiredText(LIMITS.html, 1, 'Write a message'),
  draftId: IdSchema.optional(),
});
export type SendMailRequest = z.input<typeof SendMailRequestSchema>;

export const EMPTY_DRAFT_MESSAGE = 'Write something before saving a draft';
/** A draft has something in it: a recipient, a subject or a message. */
export const draftHasContent = (draft: {
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  message: string;
}): boolean =>
  draft.to.length > 0 ||
  draft.cc.length > 0 ||
  visibleText(draft.subject) !== '' ||
  visibleText(draft.message) !== '';

/** POST save-draft: anything may still be empty, but not everything; `id` updates a stored draft. */
export const SaveDraftRequestSchema = z
  .object({ ...composedFields, id: IdSchema.optional() })
  .refine(draftHasContent, { message: EMPTY_DRAFT_MESSAGE });
export type SaveDraftRequest = z.input<typeof SaveDraftRequestSchema>;

// --- Chorus extension, not in spec §7: update-mails (send what changed, many mails in one call). ---

/** The fields of a mail its reader may change (flags, labels, folder). */
export const MailPatchSchema = MailSchema.pick({
  read: true,
  starred: true,
  important: true,
  labels: true,
  folder: true,
});
export type MailPatch = z.infer<typeof MailPatchSchema>;

/** One entry of update-mails: the mail's id and the fields to change (any other field is refused). */
export const MailUpdateSchema = MailPatchSchema.partial().extend({ id: IdSchema }).strict();
export type MailUpdate = z.infer<typeof MailUpdateSchema>;

/** POST update-mails: at least one entry, each mail once. */
export const UpdateMailsRequestSchema = z.object({
  updates: z
    .array(MailUpdateSchema)
    .min(1)
    .max(LIMITS.list)
    .superRefine(eachIdOnce((update) => update.id)),
});
export type UpdateMailsRequest = z.infer<typeof UpdateMailsRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const MailStateSchema = z.object({
  mails: z.array(MailSchema),
  folders: z.array(MailFolderSchema),
  filters: z.array(MailFilterSchema),
  labels: z.array(MailLabelSchema),
});
export type MailState = z.infer<typeof MailStateSchema>;

export const MailsSchema = z.array(MailSchema);
