import { z } from 'zod';
import { defineStore } from '../lib/db';
import { MailFilterSchema, MailFolderSchema, MailLabelSchema, MailSchema } from './mail.schema';
import { seedMail } from './mail.seed';

export const MailStateSchema = z.object({
  mails: z.array(MailSchema),
  folders: z.array(MailFolderSchema),
  filters: z.array(MailFilterSchema),
  labels: z.array(MailLabelSchema),
});
export type MailState = z.infer<typeof MailStateSchema>;

export const mailStore = defineStore<MailState>({ name: 'mail', seed: seedMail, schema: MailStateSchema });
