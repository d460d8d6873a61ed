import { quickPanelContracts } from './quick-panel.contracts';
import { quickPanelStore } from './quick-panel.db';
import { guarded, mayAccess, STAFF_ROLES } from '../auth/auth.session';

const { serve } = guarded('signed-in');

/**
 * Every signed-in user may open the panel; its events and notes come from the template apps (calendar,
 * notes), so only users who may open those apps see them (an attendee's panel lists none: issue 30, item 15).
 */
export const quickPanelHandlers = [
  serve(quickPanelContracts.data, (_, { user }) =>
    mayAccess(user, STAFF_ROLES) ? quickPanelStore.state : { notes: [], events: [] },
  ),
];
