import { z } from 'zod';
import { findUserByEmail } from '../auth/auth.db';
import { onNewUser } from '../auth/auth.handlers';
import { forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import { removeMeetingData } from '../meetings/meetings.changes';
import { authedGet, authedPost } from '../meetings/meetings.http';
import { type MeetingsData, type Viewer, isHostUser } from '../meetings/meetings.rules';
import { onAccountCreated } from './initiatives.accounts';
import { initiativesStore, type StoredInitiative } from './initiatives.db';
import {
  type AccountLookup,
  acceptInvitation,
  declineInvitation,
  invite,
  myInvitations,
  removeMember,
  withdrawInvitation,
} from './initiatives.invitations';
import { initiativeDetail, initiativeSummary } from './initiatives.projections';
import { isMember } from './initiatives.rules';
import {
  DeleteInitiativeRequestSchema,
  InitiativeQuerySchema,
  InitiativesQuerySchema,
  InvitationRequestSchema,
  InviteRequestSchema,
  LeaveInitiativeRequestSchema,
  RemoveMemberRequestSchema,
  SaveInitiativeRequestSchema,
  initiativePaths,
} from './initiatives.schema';

/** The initiative if the viewer is a member; 404 otherwise (its existence is not disclosed). */
function requireVisible(data: MeetingsData, id: string, viewer: Viewer): StoredInitiative {
  const initiative = data.initiatives.find((entry) => entry.id === id);
  if (!initiative || !isMember(initiative, viewer.uid)) return notFound(`Initiative ${id} does not exist`);
  return initiative;
}

// A new account (register or signup) receives the invitations waiting for its e-mail.
onNewUser((user) => onAccountCreated(user.uid, user.data.email));

/** The account with an e-mail, from the mock's users (the invitation rules never see the users). */
const accountOf: AccountLookup = (email) => findUserByEmail(email)?.uid;

const detail = (data: MeetingsData, initiative: StoredInitiative, viewer: Viewer, now: number) =>
  initiativeDetail(data, initiative, viewer, now, initiativesStore.state);

export const initiativeHandlers = [
  authedGet(initiativePaths.items, InitiativesQuerySchema, (query, { viewer, data, now }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    return data.initiatives
      .filter((entry) => isMember(entry, viewer.uid))
      .filter((entry) => !query.status || entry.status === query.status)
      .filter((entry) => !q || `${entry.title}\n${entry.description}`.toLowerCase().includes(q))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((entry) => initiativeSummary(data, entry, viewer, now));
  }),

  authedGet(initiativePaths.item, InitiativeQuerySchema, ({ id }, { viewer, data, now }) =>
    detail(data, requireVisible(data, id, viewer), viewer, now),
  ),

  authedPost(initiativePaths.save, SaveInitiativeRequestSchema, (body, { viewer, data, now }) => {
    const existing = body.id ? requireVisible(data, body.id, viewer) : undefined;
    if (!isHostUser(viewer)) forbidden('Only hosts create and edit initiatives');
    if (existing && existing.ownerId !== viewer.uid) forbidden("Only the initiative's owner may edit it");
    const initiative: StoredInitiative = existing ?? {
      id: createId(),
      title: body.title,
      description: body.description,
      status: body.status,
      ownerId: viewer.uid,
      memberIds: [viewer.uid],
      createdAt: iso(now),
      updatedAt: iso(now),
    };
    // Checks first (a refused invitation list leaves even a new initiative unwritten), then the write.
    const records = initiativesStore.state;
    const staged = { ...records, invitations: [...records.invitations] };
    invite(staged, initiative, viewer, body.invite, accountOf, now);
    records.invitations = staged.invitations;
    Object.assign(initiative, {
      title: body.title,
      description: body.description,
      status: body.status,
      updatedAt: iso(now),
    });
    if (!existing) records.initiatives.push(initiative);
    return detail(data, initiative, viewer, now);
  }),

  authedPost(initiativePaths.delete, DeleteInitiativeRequestSchema, ({ id }, { viewer, data }) => {
    const initiative = requireVisible(data, id, viewer);
    if (!isHostUser(viewer) || initiative.ownerId !== viewer.uid)
      forbidden("Only the initiative's owner may delete it");
    const meetings = data.state.meetings.filter((meeting) => meeting.initiativeId === id);
    if (meetings.some((meeting) => meeting.status === 'live'))
      invalidState('A meeting of this initiative is live');
    removeMeetingData(data.state, new Set(meetings.map((meeting) => meeting.id)));
    data.state.outcomes = data.state.outcomes.filter((outcome) => outcome.initiativeId !== id);
    initiativesStore.state.initiatives = initiativesStore.state.initiatives.filter(
      (entry) => entry.id !== id,
    );
    initiativesStore.state.invitations = initiativesStore.state.invitations.filter(
      (entry) => entry.initiativeId !== id,
    );
    return { id };
  }),

  // --- Invitations with consent (Chorus extensions; the rules are in initiatives.invitations.ts) ---

  authedGet(initiativePaths.invitations, z.object({}), (_query, { viewer, data }) =>
    myInvitations(data, initiativesStore.state, viewer),
  ),

  authedPost(initiativePaths.invite, InviteRequestSchema, (body, { viewer, data, now }) => {
    const initiative = requireVisible(data, body.initiativeId, viewer);
    invite(initiativesStore.state, initiative, viewer, [body.email], accountOf, now);
    return detail(data, initiative, viewer, now);
  }),

  authedPost(initiativePaths.withdraw, InvitationRequestSchema, ({ id }, { viewer, data, now }) =>
    detail(data, withdrawInvitation(data, initiativesStore.state, id, viewer), viewer, now),
  ),

  authedPost(initiativePaths.accept, InvitationRequestSchema, ({ id }, { viewer, data, now }) =>
    detail(data, acceptInvitation(data, initiativesStore.state, id, viewer), viewer, now),
  ),

  authedPost(initiativePaths.decline, InvitationRequestSchema, ({ id }, { viewer }) => {
    declineInvitation(initiativesStore.state, id, viewer);
    return { id };
  }),

  authedPost(initiativePaths.leave, LeaveInitiativeRequestSchema, ({ id }, { viewer, data }) => {
    removeMember(data, requireVisible(data, id, viewer), viewer.uid, viewer);
    return { id };
  }),

  authedPost(initiativePaths.removeMember, RemoveMemberRequestSchema, (body, { viewer, data, now }) => {
    const initiative = requireVisible(data, body.initiativeId, viewer);
    removeMember(data, initiative, body.userId, viewer);
    return detail(data, initiative, viewer, now);
  }),
];
