import { defineStore } from '../lib/db';
import { type MailState, MailStateSchema } from './mail.schema';
import { seedMail } from './mail.seed';

export const mailStore = defineStore<MailState>({ name: 'mail', seed: seedMail, schema: MailStateSchema });
