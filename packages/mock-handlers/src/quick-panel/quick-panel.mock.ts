import { defineMock } from '../lib/mock';
import { quickPanelHandlers } from './quick-panel.handlers';

/** The shell's quick panel, in every signed-in user's toolbar. */
export const quickPanelMock = defineMock({
  id: 'quickPanel',
  handlers: quickPanelHandlers,
  access: 'signed-in',
});
