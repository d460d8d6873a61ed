import { initiativeEndpoints } from '@chorus/domain';
import { onNewUser } from '../auth/auth.handlers';
import { onAccountCreated } from '../initiatives/initiatives.accounts';
import { dataHandler } from '../lib/endpoints.msw';
import { mockDataContextOf } from '../meetings/meetings.http';

// A new account (register or signup) receives the invitations waiting for its e-mail.
onNewUser((user) => onAccountCreated(user.uid, user.data.email));

/**
 * The initiatives endpoints (@chorus/domain's workspace.endpoints.ts) on the mock's stores: above meetings/, as
 * in the domain, since an initiative's page lists its meetings and deleting one removes them.
 */
export const initiativeHandlers = initiativeEndpoints.map((endpoint) =>
  dataHandler(endpoint, mockDataContextOf),
);
