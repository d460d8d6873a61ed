import type { Viewer } from '../auth/auth.people';
import type { MeetingsData } from '../meetings/meetings.rules';
import { nextInRota } from '../meetings/meetings.facilitation';
import { visibleMeetingSummaries } from '../meetings/meetings.projections';
import { iso } from '../lib/time';
import { sentInvitations } from './workspace.invitations';
import type { InitiativesState, StoredInitiative } from '../initiatives/initiatives.records';
import type { InitiativeSummary } from '../initiatives/initiatives.schema';
import type { InitiativeDetail } from './workspace.schema';

/** What a member sees of an initiative: its counts and its decision log. Plain functions (no msw, no store). */

export function initiativeSummary(
  data: MeetingsData,
  initiative: StoredInitiative,
  viewer: Viewer,
  now: number,
): InitiativeSummary {
  const meetings = data.state.meetings.filter((meeting) => meeting.initiativeId === initiative.id);
  const upcoming = meetings
    .filter((meeting) => meeting.status === 'scheduled' && Date.parse(meeting.scheduledAt) >= now)
    .map((meeting) => meeting.scheduledAt)
    .sort();
  // The meeting running now (the earliest started, should there be two): the card's "Live now".
  const live = meetings
    .filter((meeting) => meeting.status === 'live')
    .sort((a, b) => (a.startedAt ?? a.scheduledAt).localeCompare(b.startedAt ?? b.scheduledAt))[0];
  const today = iso(now).slice(0, 10);
  return {
    id: initiative.id,
    title: initiative.title,
    description: initiative.description,
    status: initiative.status,
    ownerId: initiative.ownerId,
    memberIds: [...initiative.memberIds],
    members: initiative.memberIds.map(data.personOf),
    createdAt: initiative.createdAt,
    updatedAt: initiative.updatedAt,
    meetingCount: meetings.length,
    nextMeetingAt: upcoming[0] ?? null,
    liveMeeting: live ? { id: live.id, title: live.title } : null,
    openDecisionCount: data.state.outcomes.filter(
      (outcome) =>
        outcome.initiativeId === initiative.id &&
        outcome.reviewOn !== null &&
        outcome.reviewOn.slice(0, 10) >= today,
    ).length,
    viewerIsOwner: initiative.ownerId === viewer.uid,
  };
}

export function initiativeDetail(
  data: MeetingsData,
  initiative: StoredInitiative,
  viewer: Viewer,
  now: number,
  /** The initiatives records, whose invitations the owner sees (pending). */
  records: InitiativesState,
): InitiativeDetail {
  return {
    ...initiativeSummary(data, initiative, viewer, now),
    meetings: visibleMeetingSummaries(data, viewer, initiative.id),
    outcomes: data.state.outcomes
      .filter((outcome) => outcome.initiativeId === initiative.id)
      .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))
      .map((outcome) => ({ ...outcome })),
    invitations: sentInvitations(records, initiative, viewer),
    nextFacilitatorId: nextInRota(data, initiative, viewer.uid),
  };
}
