import { forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import { removeMeetingData } from '../meetings/meetings.changes';
import { type DataContext, dataEndpoint } from '../meetings/meetings.context';
import { initiativeContracts } from './workspace.contracts';
import { type Viewer, isHostUser } from '../auth/auth.people';
import type { MeetingsData } from '../meetings/meetings.rules';
import type { StoredInitiative } from '../initiatives/initiatives.records';
import {
  acceptInvitation,
  declineInvitation,
  invite,
  myInvitations,
  removeMember,
  withdrawInvitation,
} from './workspace.invitations';
import { initiativeDetail, initiativeSummary } from './workspace.projections';
import { isMember } from '../initiatives/initiatives.rules';

/** The initiative if the viewer is a member; 404 otherwise (its existence is not disclosed). */
function requireVisible(data: MeetingsData, id: string, viewer: Viewer): StoredInitiative {
  const initiative = data.initiatives.find((entry) => entry.id === id);
  if (!initiative || !isMember(initiative, viewer.uid)) return notFound(`Initiative ${id} does not exist`);
  return initiative;
}

const detail = ({ data, viewer, now, initiatives }: DataContext, initiative: StoredInitiative) =>
  initiativeDetail(data, initiative, viewer, now, initiatives);

/** The initiatives API as endpoint definitions (lib/endpoints.ts), mounted by the mock and the server. */
export const initiativeEndpoints = [
  dataEndpoint(initiativeContracts.items, (query, ctx) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    return ctx.data.initiatives
      .filter((entry) => isMember(entry, ctx.viewer.uid))
      .filter((entry) => !query.status || entry.status === query.status)
      .filter((entry) => !q || `${entry.title}\n${entry.description}`.toLowerCase().includes(q))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((entry) => initiativeSummary(ctx.data, entry, ctx.viewer, ctx.now));
  }),

  dataEndpoint(initiativeContracts.item, ({ id }, ctx) =>
    detail(ctx, requireVisible(ctx.data, id, ctx.viewer)),
  ),

  dataEndpoint(initiativeContracts.save, (body, ctx) => {
    const existing = body.id ? requireVisible(ctx.data, body.id, ctx.viewer) : undefined;
    if (!isHostUser(ctx.viewer)) forbidden('Only hosts create and edit initiatives');
    if (existing && existing.ownerId !== ctx.viewer.uid) forbidden("Only the initiative's owner may edit it");
    const initiative: StoredInitiative = existing ?? {
      id: createId(),
      title: body.title,
      description: body.description,
      status: body.status,
      ownerId: ctx.viewer.uid,
      memberIds: [ctx.viewer.uid],
      createdAt: iso(ctx.now),
      updatedAt: iso(ctx.now),
    };
    // Checks first (a refused invitation list leaves even a new initiative unwritten), then the write.
    const records = ctx.initiatives;
    const staged = { ...records, invitations: [...records.invitations] };
    invite(staged, initiative, ctx.viewer, body.invite, ctx.accountOf, ctx.now);
    records.invitations = staged.invitations;
    Object.assign(initiative, {
      title: body.title,
      description: body.description,
      status: body.status,
      updatedAt: iso(ctx.now),
    });
    if (!existing) records.initiatives.push(initiative);
    return detail(ctx, initiative);
  }),

  dataEndpoint(initiativeContracts.delete, ({ id }, ctx) => {
    const initiative = requireVisible(ctx.data, id, ctx.viewer);
    if (!isHostUser(ctx.viewer) || initiative.ownerId !== ctx.viewer.uid)
      forbidden("Only the initiative's owner may delete it");
    const meetings = ctx.data.state.meetings.filter((meeting) => meeting.initiativeId === id);
    if (meetings.some((meeting) => meeting.status === 'live'))
      invalidState('A meeting of this initiative is live');
    removeMeetingData(ctx.data.state, new Set(meetings.map((meeting) => meeting.id)));
    ctx.data.state.outcomes = ctx.data.state.outcomes.filter((outcome) => outcome.initiativeId !== id);
    ctx.initiatives.initiatives = ctx.initiatives.initiatives.filter((entry) => entry.id !== id);
    ctx.initiatives.invitations = ctx.initiatives.invitations.filter((entry) => entry.initiativeId !== id);
    return { id };
  }),

  // --- Invitations with consent (Chorus extensions; the rules are in initiatives.invitations.ts) ---

  dataEndpoint(initiativeContracts.invitations, (_query, ctx) =>
    myInvitations(ctx.data, ctx.initiatives, ctx.viewer),
  ),

  dataEndpoint(initiativeContracts.invite, (body, ctx) => {
    const initiative = requireVisible(ctx.data, body.initiativeId, ctx.viewer);
    invite(ctx.initiatives, initiative, ctx.viewer, [body.email], ctx.accountOf, ctx.now);
    return detail(ctx, initiative);
  }),

  dataEndpoint(initiativeContracts.withdraw, ({ id }, ctx) =>
    detail(ctx, withdrawInvitation(ctx.data, ctx.initiatives, id, ctx.viewer)),
  ),

  dataEndpoint(initiativeContracts.accept, ({ id }, ctx) =>
    detail(ctx, acceptInvitation(ctx.data, ctx.initiatives, id, ctx.viewer)),
  ),

  dataEndpoint(initiativeContracts.decline, ({ id }, ctx) => {
    declineInvitation(ctx.initiatives, id, ctx.viewer);
    return { id };
  }),

  dataEndpoint(initiativeContracts.leave, ({ id }, ctx) => {
    removeMember(ctx.data, requireVisible(ctx.data, id, ctx.viewer), ctx.viewer.uid, ctx.viewer);
    return { id };
  }),

  dataEndpoint(initiativeContracts.removeMember, (body, ctx) => {
    const initiative = requireVisible(ctx.data, body.initiativeId, ctx.viewer);
    removeMember(ctx.data, initiative, body.userId, ctx.viewer);
    return detail(ctx, initiative);
  }),
];
