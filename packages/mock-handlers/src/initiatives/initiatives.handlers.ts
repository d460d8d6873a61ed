import { authStore } from '../auth/auth.db';
import { createId } from '../lib/ids';
import { meetingsStore } from '../meetings/meetings.db';
import { removeMeetingData, visibleMeetingSummaries } from '../meetings/meetings.handlers';
import {
  type Viewer,
  authedGet,
  authedPost,
  forbidden,
  invalid,
  invalidState,
  isHostUser,
  notFoundError,
} from '../meetings/meetings.access';
import { personOf } from '../meetings/meetings.views';
import { initiativesStore, isMember, type StoredInitiative } from './initiatives.db';
import {
  DeleteInitiativeRequestSchema,
  InitiativeQuerySchema,
  InitiativesQuerySchema,
  SaveInitiativeRequestSchema,
  initiativePaths,
  type InitiativeDetail,
  type InitiativeSummary,
} from './initiatives.schema';

const iso = (time: number) => new Date(time).toISOString();

function summary(initiative: StoredInitiative, viewer: Viewer, now: number): InitiativeSummary {
  const meetings = meetingsStore.state.meetings.filter((meeting) => meeting.initiativeId === initiative.id);
  const upcoming = meetings
    .filter(
      (meeting) =>
        meeting.status === 'live' ||
        (meeting.status === 'scheduled' && Date.parse(meeting.scheduledAt) >= now),
    )
    .map((meeting) =>
      meeting.status === 'live' ? (meeting.startedAt ?? meeting.scheduledAt) : meeting.scheduledAt,
    )
    .sort();
  const today = iso(now).slice(0, 10);
  return {
    id: initiative.id,
    title: initiative.title,
    description: initiative.description,
    status: initiative.status,
    ownerId: initiative.ownerId,
    memberIds: [...initiative.memberIds],
    members: initiative.memberIds.map(personOf),
    createdAt: initiative.createdAt,
    updatedAt: initiative.updatedAt,
    meetingCount: meetings.length,
    nextMeetingAt: upcoming[0] ?? null,
    openDecisionCount: meetingsStore.state.outcomes.filter(
      (outcome) =>
        outcome.initiativeId === initiative.id &&
        outcome.reviewOn !== null &&
        outcome.reviewOn.slice(0, 10) >= today,
    ).length,
    viewerIsOwner: initiative.ownerId === viewer.uid,
  };
}

function detail(initiative: StoredInitiative, viewer: Viewer, now: number): InitiativeDetail {
  return {
    ...summary(initiative, viewer, now),
    meetings: visibleMeetingSummaries(viewer, initiative.id),
    outcomes: meetingsStore.state.outcomes
      .filter((outcome) => outcome.initiativeId === initiative.id)
      .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))
      .map((outcome) => ({ ...outcome })),
  };
}

/** The initiative if the viewer is a member; 404 otherwise (its existence is not disclosed). */
function requireVisible(id: string, viewer: Viewer): StoredInitiative {
  const initiative = initiativesStore.state.initiatives.find((entry) => entry.id === id);
  if (!initiative || !isMember(initiative, viewer.uid))
    return notFoundError(`Initiative ${id} does not exist`);
  return initiative;
}

export const initiativeHandlers = [
  authedGet(initiativePaths.items, InitiativesQuerySchema, (query, { viewer, now }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    return initiativesStore.state.initiatives
      .filter((entry) => isMember(entry, viewer.uid))
      .filter((entry) => !query.status || entry.status === query.status)
      .filter((entry) => !q || `${entry.title}\n${entry.description}`.toLowerCase().includes(q))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((entry) => summary(entry, viewer, now));
  }),

  authedGet(initiativePaths.item, InitiativeQuerySchema, ({ id }, { viewer, now }) =>
    detail(requireVisible(id, viewer), viewer, now),
  ),

  authedPost(initiativePaths.save, SaveInitiativeRequestSchema, (body, { viewer, now }) => {
    const existing = body.id ? requireVisible(body.id, viewer) : undefined;
    if (!isHostUser(viewer)) forbidden('Only hosts create and edit initiatives');
    if (existing && existing.ownerId !== viewer.uid) forbidden("Only the initiative's owner may edit it");
    const ownerId = existing?.ownerId ?? viewer.uid;
    const memberIds = [...new Set([ownerId, ...body.memberIds])];
    const unknown = memberIds.filter((id) => !authStore.state.users.some((user) => user.uid === id));
    if (unknown.length) invalid(`Unknown users: ${unknown.slice(0, 5).join(', ')}`);
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
    return detail(initiative, viewer, now);
  }),

  authedPost(initiativePaths.delete, DeleteInitiativeRequestSchema, ({ id }, { viewer }) => {
    const initiative = requireVisible(id, viewer);
    if (!isHostUser(viewer) || initiative.ownerId !== viewer.uid)
      forbidden("Only the initiative's owner may delete it");
    const meetings = meetingsStore.state.meetings.filter((meeting) => meeting.initiativeId === id);
    if (meetings.some((meeting) => meeting.status === 'live'))
      invalidState('A meeting of this initiative is live');
    removeMeetingData(new Set(meetings.map((meeting) => meeting.id)));
    meetingsStore.state.outcomes = meetingsStore.state.outcomes.filter(
      (outcome) => outcome.initiativeId !== id,
    );
    initiativesStore.state.initiatives = initiativesStore.state.initiatives.filter(
      (entry) => entry.id !== id,
    );
    return { id };
  }),
];
