import { z } from 'zod';

/** Icon entries use prevSize 32 (§9). */
export const ICON_PREV_SIZE = 32;

export const IconSchema = z.object({
  order: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  prevSize: z.literal(ICON_PREV_SIZE),
  code: z.number().int(),
  ligatures: z.string(),
  tags: z.array(z.string()),
});
export type Icon = z.infer<typeof IconSchema>;
