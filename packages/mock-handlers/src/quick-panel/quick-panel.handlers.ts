import { get } from '../lib/http';
import { quickPanelPaths } from './quick-panel.schema';
import { quickPanelStore } from './quick-panel.db';

export const quickPanelHandlers = [get(quickPanelPaths.data, () => quickPanelStore.state)];
