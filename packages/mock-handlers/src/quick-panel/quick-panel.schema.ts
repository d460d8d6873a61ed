import { z } from 'zod';

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
