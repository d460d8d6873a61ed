import { initiativesStore } from './initiatives.db';
import { attachInvitations } from '@chorus/domain';

/**
 * What a new account (register or signup, through the accounts module's `onNewUser` hook) brings: the invitations
 * waiting for its e-mail become its own, so the newcomer finds them on /apps/initiatives. (A real server
 * would attach them once the e-mail is verified.)
 */
export function onAccountCreated(userId: string, email: string): void {
  attachInvitations(initiativesStore.state, userId, email);
}
