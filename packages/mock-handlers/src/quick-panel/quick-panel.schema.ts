import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';

export const quickPanelPaths = {
  /** GET → {notes, events} */
  data: '/api/quick-panel/data',
} as const;

/**
 * An item of the quick panel (§3: id, title, detail). Chorus extension: `at`, the item's time (an event's
 * start, a note's last edit) as ISO 8601, which the client shows in the user's language ('in 32 min',
 * 'yesterday'); `detail` is then what goes beside it (a room), never a formatted time.
 */
export const QuickPanelItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  at: z.string().datetime({ offset: true }).optional(),
});
export type QuickPanelItem = z.infer<typeof QuickPanelItemSchema>;
export const QuickPanelDataSchema = z.object({
  notes: z.array(QuickPanelItemSchema),
  events: z.array(QuickPanelItemSchema),
});
export type QuickPanelData = z.infer<typeof QuickPanelDataSchema>;

/**
 * The quick panel API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. quick-panel.handlers.ts implements each; the client calls each with `call(quickPanelContracts.x, input)`.
 */
export const quickPanelContracts = {
  data: contract.get(quickPanelPaths.data, z.object({}), QuickPanelDataSchema),
};
