import { defineStore } from '../lib/db';
import { QuickPanelDataSchema, type QuickPanelData } from './quick-panel.schema';
import { seedQuickPanel } from './quick-panel.seed';

export const quickPanelStore = defineStore<QuickPanelData>({
  name: 'quick-panel',
  seed: seedQuickPanel,
  schema: QuickPanelDataSchema,
  persist: false,
});
