import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { IconSchema } from './icons.schema';

export const iconsPaths = { icons: '/api/icons' } as const;

/**
 * The icons API (public: no session needed), one declaration per endpoint (@chorus/domain's lib/contract.ts).
 */
export const iconsContracts = {
  icons: contract.get(iconsPaths.icons, z.object({}), z.array(IconSchema), 'public'),
};
