import { forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import type { Viewer } from '../auth/auth.people';
import type { MeetingsData } from '../meetings/meetings.rules';
import type {
  InitiativesState,
  StoredInitiative,
  StoredInvitation,
} from '../initiatives/initiatives.records';
import { isMember } from '../initiatives/initiatives.rules';
import {
  MAX_PENDING_INVITATIONS,
  type MyInvitation,
  type SentInvitation,
} from '../initiatives/initiatives.schema';

/**
 * Invitations with consent: the rules, as plain functions over the data they are given (no msw, no store).
 *
 * - Only the owner invites (by e-mail) and withdraws; nobody becomes a member without accepting.
 * - The host's answer never depends on whether the e-mail has an account: every invitation reads "pending" to
 *   the host until it is accepted, a decline included (the invitee's choice is theirs to tell).
 * - An invitee sees only what deciding needs: the initiative's title and its host's name.
 * - A member may leave (not the owner); the owner may remove a member. Neither while that person attends a
 *   live meeting of the initiative (its counts would change under the meeting) or hosts one not ended.
 */

/** Who the rules may look up by e-mail: the account with this (lower-case) e-mail, if any. */
export type AccountLookup = (email: string) => string | undefined;

function requireOwner(initiative: StoredInitiative, viewer: Viewer, action: string): void {
  if (initiative.ownerId !== viewer.uid) forbidden(`Only the initiative's owner may ${action}`);
}

/** The invitations of one initiative, oldest first. */
export const invitationsOf = (state: InitiativesState, initiativeId: string): StoredInvitation[] =>
  state.invitations.filter((entry) => entry.initiativeId === initiativeId);

/** What the host sees of the initiative's invitations: the e-mail and "pending", nothing else. */
export function sentInvitations(
  state: InitiativesState,
  initiative: StoredInitiative,
  viewer: Viewer,
): SentInvitation[] {
  if (initiative.ownerId !== viewer.uid) return [];
  return invitationsOf(state, initiative.id).map((entry) => ({
    id: entry.id,
    email: entry.email,
    status: 'pending',
    invitedAt: entry.createdAt,
  }));
}

/**
 * Invites e-mails to an initiative (the owner). An e-mail already invited, or the owner's own, is left as it
 * is: the answer is the same whatever accounts exist.
 */
export function invite(
  state: InitiativesState,
  initiative: StoredInitiative,
  viewer: Viewer,
  emails: readonly string[],
  lookup: AccountLookup,
  now: number,
): void {
  requireOwner(initiative, viewer, 'invite people');
  const open = invitationsOf(state, initiative.id);
  const known = new Set(open.map((entry) => entry.email));
  const ownerAccount = [...new Set(emails)].filter((email) => lookup(email) === initiative.ownerId);
  const fresh = [...new Set(emails)].filter((email) => !known.has(email) && !ownerAccount.includes(email));
  if (open.length + fresh.length > MAX_PENDING_INVITATIONS)
    invalidState(`At most ${MAX_PENDING_INVITATIONS} invitations can wait on one initiative`);
  for (const email of fresh) {
    state.invitations.push({
      id: createId(),
      initiativeId: initiative.id,
      email,
      invitedBy: viewer.uid,
      inviteeId: lookup(email) ?? null,
      declined: false,
      createdAt: iso(now),
    });
  }
}

/** A newly registered account receives the invitations waiting for its e-mail (the one call auth makes). */
export function attachInvitations(state: InitiativesState, userId: string, email: string): void {
  const wanted = email.trim().toLowerCase();
  for (const entry of state.invitations) {
    if (entry.inviteeId === null && entry.email === wanted) entry.inviteeId = userId;
  }
}

/** The viewer's own open invitation, or 404: nobody else learns it exists. */
function requireOwnInvitation(state: InitiativesState, id: string, viewer: Viewer): StoredInvitation {
  const entry = state.invitations.find((candidate) => candidate.id === id);
  if (!entry || entry.inviteeId !== viewer.uid || entry.declined)
    return notFound(`Invitation ${id} does not exist`);
  return entry;
}

const withoutInvitation = (state: InitiativesState, id: string) => {
  state.invitations = state.invitations.filter((entry) => entry.id !== id);
};

/** The viewer's open invitations, newest first: the initiative's title and its host's name. */
export function myInvitations(data: MeetingsData, state: InitiativesState, viewer: Viewer): MyInvitation[] {
  return state.invitations
    .filter((entry) => entry.inviteeId === viewer.uid && !entry.declined)
    .flatMap((entry) => {
      const initiative = data.initiatives.find((candidate) => candidate.id === entry.initiativeId);
      if (!initiative) return [];
      return [
        {
          id: entry.id,
          initiativeId: initiative.id,
          initiativeTitle: initiative.title,
          hostName: data.personOf(entry.invitedBy).displayName,
          invitedAt: entry.createdAt,
        },
      ];
    })
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

/**
 * The invitee accepts: a member from now on, and an attendee of the initiative's meetings still to come
 * (scheduled ones; a live meeting keeps the people it started with). Returns the initiative.
 */
export function acceptInvitation(
  data: MeetingsData,
  state: InitiativesState,
  id: string,
  viewer: Viewer,
): StoredInitiative {
  const entry = requireOwnInvitation(state, id, viewer);
  const initiative =
    data.initiatives.find((candidate) => candidate.id === entry.initiativeId) ??
    notFound(`Invitation ${id} does not exist`);
  if (!isMember(initiative, viewer.uid)) initiative.memberIds = [...initiative.memberIds, viewer.uid];
  for (const meeting of data.state.meetings) {
    if (
      meeting.initiativeId === initiative.id &&
      meeting.status === 'scheduled' &&
      meeting.hostId !== viewer.uid &&
      !meeting.attendeeIds.includes(viewer.uid)
    ) {
      meeting.attendeeIds = [...meeting.attendeeIds, viewer.uid];
    }
  }
  withoutInvitation(state, id);
  return initiative;
}

/** The invitee declines: it no longer shows to them; its host still reads "pending" (and may withdraw it). */
export function declineInvitation(state: InitiativesState, id: string, viewer: Viewer): void {
  requireOwnInvitation(state, id, viewer).declined = true;
}

/** The owner withdraws an invitation (404 unless the viewer is a member of its initiative). */
export function withdrawInvitation(
  data: MeetingsData,
  state: InitiativesState,
  id: string,
  viewer: Viewer,
): StoredInitiative {
  const entry = state.invitations.find((candidate) => candidate.id === id);
  const initiative = entry && data.initiatives.find((candidate) => candidate.id === entry.initiativeId);
  if (!initiative || !isMember(initiative, viewer.uid)) return notFound(`Invitation ${id} does not exist`);
  requireOwner(initiative, viewer, 'withdraw an invitation');
  withoutInvitation(state, id);
  return initiative;
}

/**
 * Takes a member out of an initiative and out of its meetings still to come; refused for the owner and for
 * someone attending a live meeting of it. `initiative` is one the viewer may see.
 */
export function removeMember(
  data: MeetingsData,
  initiative: StoredInitiative,
  userId: string,
  viewer: Viewer,
): void {
  if (userId !== viewer.uid) requireOwner(initiative, viewer, 'remove a member');
  if (!initiative.memberIds.includes(userId)) notFound('This person is not a member of the initiative');
  if (userId === initiative.ownerId) invalidState('The owner cannot leave their initiative');
  const meetings = data.state.meetings.filter((meeting) => meeting.initiativeId === initiative.id);
  const self = userId === viewer.uid;
  if (meetings.some((meeting) => meeting.status !== 'ended' && meeting.hostId === userId))
    invalidState(
      self
        ? 'You host a meeting of this initiative that has not ended'
        : 'This member hosts a meeting of this initiative that has not ended',
    );
  if (meetings.some((meeting) => meeting.status === 'live' && meeting.attendeeIds.includes(userId)))
    invalidState(
      self
        ? 'You are in a live meeting of this initiative: leave once it has ended'
        : 'This member is in a live meeting of this initiative: remove them once it has ended',
    );
  initiative.memberIds = initiative.memberIds.filter((id) => id !== userId);
  for (const meeting of meetings) {
    if (meeting.status === 'scheduled' && meeting.attendeeIds.includes(userId)) {
      meeting.attendeeIds = meeting.attendeeIds.filter((id) => id !== userId);
    }
  }
}
