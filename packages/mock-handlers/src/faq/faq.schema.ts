import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';

export const faqPaths = { faq: '/api/faq' } as const;

export const FaqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

/**
 * The FAQ API (public: no session needed), one declaration per endpoint (@chorus/domain's lib/contract.ts).
 */
export const faqContracts = {
  faq: contract.get(faqPaths.faq, z.object({}), z.array(FaqSchema), 'public'),
};
