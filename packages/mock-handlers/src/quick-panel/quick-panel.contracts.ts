import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { QuickPanelDataSchema } from './quick-panel.schema';

export const quickPanelPaths = {
  /** GET → {notes, events} */
  data: '/api/quick-panel/data',
} as const;

/**
 * The quick panel API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. quick-panel.handlers.ts implements each; the client calls each with `call(quickPanelContracts.x, input)`.
 */
export const quickPanelContracts = {
  data: contract.get(quickPanelPaths.data, z.object({}), QuickPanelDataSchema),
};
