import { quickPanelPaths } from './quick-panel.schema';
import { quickPanelStore } from './quick-panel.db';
import { guarded } from '../lib/session';

const { get } = guarded('signed-in');

export const quickPanelHandlers = [get(quickPanelPaths.data, () => quickPanelStore.state)];
