import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { FaqSchema } from './faq.schema';

export const faqPaths = { faq: '/api/faq' } as const;

/**
 * The FAQ API (public: no session needed), one declaration per endpoint (@chorus/domain's lib/contract.ts).
 */
export const faqContracts = {
  faq: contract.get(faqPaths.faq, z.object({}), z.array(FaqSchema), 'public'),
};
