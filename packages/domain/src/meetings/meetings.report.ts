import type { Viewer } from '../auth/auth.people';
import { invalidState } from '../lib/errors';
import { participantsOf, phasesOf, voteMethodOf } from './meetings.records';
import { ideaView, meetingSummary } from './meetings.projections';
import { voteResults } from './meetings.results';
import {
  type MeetingsData,
  canFacilitate,
  requireVisibleMeeting,
  revealedAtOf,
  viewerOrder,
} from './meetings.rules';
import type { MeetingReport, ReportIdea } from './meetings.schema';

/**
 * The summary of a meeting (a Chorus extension): the revealed ideas that were not hidden, by theme, the closed dot
 * votes with their totals, the discussion's notes, the outcomes with their consent records, and the action items.
 * Authors appear only where they chose to show their name; the ideas come in the viewer's own order, never
 * in the order they were written. Every member reads it once the meeting has ended; the facilitators (host and
 * co-hosts) at any time (issue 35, "export at any time"), as far as the meeting has come: nothing unrevealed, and a
 * vote's tally only once it has closed.
 */
export function meetingReport(
  data: MeetingsData,
  meetingId: string,
  viewer: Viewer,
  now: number,
  discussion: Pick<MeetingReport, 'notes' | 'actionItems'> = { notes: [], actionItems: [] },
): MeetingReport {
  const { state } = data;
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  if (meeting.status !== 'ended' && !canFacilitate(meeting, viewer.uid))
    invalidState('The summary is ready once the meeting has ended');
  const phases = phasesOf(state, meeting.id);
  const revealed = new Set(
    phases.filter((phase) => revealedAtOf(phase, meeting, now)).map((phase) => phase.id),
  );
  const ideas = viewerOrder(
    state.ideas.filter((idea) => idea.meetingId === meeting.id && !idea.hidden && revealed.has(idea.phaseId)),
    viewer.uid,
    `report|${meeting.id}`,
  );
  const asReported = (id: string): ReportIdea[] => {
    const idea = ideas.find((entry) => entry.id === id);
    if (!idea) return [];
    const columns = phases.find((phase) => phase.id === idea.phaseId)?.columns ?? [];
    return [
      {
        text: idea.text,
        authorName: ideaView(idea, meeting, viewer, data).authorName,
        column: idea.column === null ? null : (columns[idea.column] ?? null),
      },
    ];
  };
  const groups = state.groups
    .filter((group) => group.meetingId === meeting.id)
    .sort((a, b) => a.order - b.order);
  const grouped = new Set(groups.flatMap((group) => group.ideaIds));
  const summary = meetingSummary(data, meeting, viewer);
  return {
    meetingId: meeting.id,
    title: meeting.title,
    goal: meeting.goal,
    initiativeTitle: summary.initiativeTitle,
    hostName: summary.hostName,
    startedAt: meeting.startedAt,
    endedAt: meeting.endedAt,
    participantCount: participantsOf(meeting).length,
    themes: groups
      .map((group) => ({
        title: group.title,
        ideas: ideas.filter((idea) => group.ideaIds.includes(idea.id)).flatMap((idea) => asReported(idea.id)),
      }))
      .filter((theme) => theme.ideas.length > 0),
    ungroupedIdeas: ideas.filter((idea) => !grouped.has(idea.id)).flatMap((idea) => asReported(idea.id)),
    votes: phases
      // Closed only: an open vote's tally is nobody's before it closes (an ended meeting's votes are all closed).
      .filter((phase) => phase.type === 'vote' && phase.status === 'closed')
      .map((phase) => {
        const results = voteResults(state, phase, meeting, now);
        return {
          title: phase.title,
          method: voteMethodOf(phase),
          participation: results.participation,
          totalPoints: results.tallies.reduce((sum, tally) => sum + tally.points, 0),
          tallies: results.tallies.map(({ label, targetType, points, mean, voters }) => ({
            label,
            targetType,
            points,
            // A score vote's mean and how many scored it (dots: none).
            ...(mean !== undefined ? { mean, voters } : {}),
          })),
        };
      }),
    outcomes: state.outcomes.filter((outcome) => outcome.meetingId === meeting.id),
    notes: discussion.notes,
    actionItems: discussion.actionItems,
  };
}
