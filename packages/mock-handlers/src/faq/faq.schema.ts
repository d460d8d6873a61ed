import { z } from 'zod';

export const FaqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
