import { authStore } from '../auth/auth.db';
import { badRequest, forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import { removeMeetingData } from '../meetings/meetings.changes';
import { authedGet, authedPost } from '../meetings/meetings.http';
import { type MeetingsData, type Viewer, isHostUser } from '../meetings/meetings.rules';
import { initiativesStore, type StoredInitiative } from './initiatives.db';
import { initiativeDetail, initiativeSummary } from './initiatives.projections';
import { isMember } from './initiatives.rules';
import {
  DeleteInitiativeRequestSchema,
  InitiativeQuerySchema,
  InitiativesQuerySchema,
  SaveInitiativeRequestSchema,
  initiativePaths,
} from './initiatives.schema';

/** The initiative if the viewer is a member; 404 otherwise (its existence is not disclosed). */
function requireVisible(data: MeetingsData, id: string, viewer: Viewer): StoredInitiative {
  const initiative = data.initiatives.find((entry) => entry.id === id);
  if (!initiative || !isMember(initiative, viewer.uid)) return notFound(`Initiative ${id} does not exist`);
  return initiative;
}

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
    initiativeDetail(data, requireVisible(data, id, viewer), viewer, now),
  ),

  authedPost(initiativePaths.save, SaveInitiativeRequestSchema, (body, { viewer, data, now }) => {
    const existing = body.id ? requireVisible(data, body.id, viewer) : undefined;
    if (!isHostUser(viewer)) forbidden('Only hosts create and edit initiatives');
    if (existing && existing.ownerId !== viewer.uid) forbidden("Only the initiative's owner may edit it");
    const ownerId = existing?.ownerId ?? viewer.uid;
    const memberIds = [...new Set([ownerId, ...body.memberIds])];
    const unknown = memberIds.filter((id) => !authStore.state.users.some((user) => user.uid === id));
    if (unknown.length) badRequest(`Unknown users: ${unknown.slice(0, 5).join(', ')}`);
    const initiative: StoredInitiative = existing ?? {
      id: createId(),
      title: body.title,
      description: body.description,
      status: body.status,
      ownerId,
      memberIds,
      createdAt: iso(now),
      updatedAt: iso(now),
    };
    Object.assign(initiative, {
      title: body.title,
      description: body.description,
      status: body.status,
      memberIds,
      updatedAt: iso(now),
    });
    if (!existing) initiativesStore.state.initiatives.push(initiative);
    return initiativeDetail(data, initiative, viewer, now);
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
    return { id };
  }),
];
