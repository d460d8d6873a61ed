import { z } from 'zod';
import { defineStore } from '../lib/db';
import { FaqSchema, type Faq } from './faq.schema';
import { seedFaq } from './faq.seed';

export const faqStore = defineStore<Faq[]>({
  name: 'faq',
  seed: seedFaq,
  schema: z.array(FaqSchema),
  persist: false,
});
