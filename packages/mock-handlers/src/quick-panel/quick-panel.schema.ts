import { z } from 'zod';

export const quickPanelPaths = {
  /** GET → {notes, events} */
  data: '/api/quick-panel/data',
} as const;

export const QuickPanelItemSchema = z.object({ id: z.string(), title: z.string(), detail: z.string() });
export type QuickPanelItem = z.infer<typeof QuickPanelItemSchema>;
export const QuickPanelDataSchema = z.object({
  notes: z.array(QuickPanelItemSchema),
  events: z.array(QuickPanelItemSchema),
});
export type QuickPanelData = z.infer<typeof QuickPanelDataSchema>;
