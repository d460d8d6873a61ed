import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';

export const iconsPaths = { icons: '/api/icons' } as const;

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

/**
 * The icons API (public: no session needed), one declaration per endpoint (@chorus/domain's lib/contract.ts).
 */
export const iconsContracts = {
  icons: contract.get(iconsPaths.icons, z.object({}), z.array(IconSchema), 'public'),
};
