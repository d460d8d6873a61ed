import { onNewUser } from '../auth/auth.handlers';
import { mockHandler } from '../lib/endpoints.msw';
import { onAccountCreated } from './initiatives.accounts';
import { initiativeEndpoints } from './initiatives.endpoints';

// A new account (register or signup) receives the invitations waiting for its e-mail.
onNewUser((user) => onAccountCreated(user.uid, user.data.email));

/** The initiatives endpoints (initiatives.endpoints.ts) on the mock's stores. */
export const initiativeHandlers = initiativeEndpoints.map(mockHandler);
