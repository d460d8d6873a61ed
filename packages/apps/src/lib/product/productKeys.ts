/**
 * The query keys of the product's two apps, initiatives and meetings, in one place: a change in one
 * app reaches data the other has cached (a meeting started shows in its initiative), and each app
 * invalidates the other's entries by these keys, never a whole domain.
 */
import { type InitiativeStatus, meetingPaths } from '@chorus/mock-handlers/contracts';
import { badgesFollowLiveView, refreshOnLiveEvents, refreshOnLiveView } from '../query';

export const initiativeKeys = {
  all: ['initiatives'] as const,
  /** Every cached list, whatever its filter. */
  lists: ['initiatives', 'list'] as const,
  list: (status: InitiativeStatus | 'all', q: string) => ['initiatives', 'list', status, q] as const,
  detail: (id: string) => ['initiatives', 'detail', id] as const,
  /** The viewer's own open invitations. */
  invitations: ['initiatives', 'invitations'] as const,
};

export const meetingKeys = {
  all: ['meetings'] as const,
  /** Every cached list of meetings. */
  lists: ['meetings', 'list'] as const,
  list: (initiativeId?: string) => ['meetings', 'list', initiativeId ?? 'all'] as const,
  detail: (id: string) => ['meetings', 'detail', id] as const,
  /** An initiative's own meeting templates. */
  templates: (initiativeId: string) => ['meetings', 'templates', initiativeId] as const,
  /** The themes suggested from a meeting's loose ideas. */
  suggestions: (meetingId: string) => ['meetings', 'suggestions', meetingId] as const,
  /** What a guest link opens (its preview, before joining). */
  guestLink: (token: string) => ['meetings', 'guest-link', token] as const,
  /** Every ideas list of one meeting (one per phase that shows them). */
  meetingIdeas: (meetingId: string) => ['meetings', 'ideas', meetingId] as const,
  ideas: (meetingId: string, phaseId: string) => ['meetings', 'ideas', meetingId, phaseId] as const,
  /** Every cached ballot of the viewer (one per vote phase). */
  ballots: ['meetings', 'ballot'] as const,
  ballot: (phaseId: string) => ['meetings', 'ballot', phaseId] as const,
  /** Every cached result (of vote phases and consent rounds). */
  allResults: ['meetings', 'results'] as const,
  results: (phaseId: string) => ['meetings', 'results', phaseId] as const,
  /** The results of one consent round (a proposal). */
  proposalResults: (proposalId: string) => ['meetings', 'results', 'proposal', proposalId] as const,
  /** The summary of an ended meeting. */
  summary: (id: string) => ['meetings', 'summary', id] as const,
  /** The discussion's notes and action items of one meeting. */
  discussion: (meetingId: string) => ['meetings', 'discussion', meetingId] as const,
  /** A meeting's review of its series' open actions. */
  review: (meetingId: string) => ['meetings', 'review', meetingId] as const,
  /** An initiative's meeting series. */
  series: (initiativeId: string) => ['meetings', 'series', initiativeId] as const,
  allSeries: ['meetings', 'series'] as const,
  allTemplates: ['meetings', 'templates'] as const,
  allGuestLinks: ['meetings', 'guest-link'] as const,
};

// The server's live stream names meetings and initiatives: their queries refresh on its events.
refreshOnLiveEvents(initiativeKeys.all[0]);
refreshOnLiveEvents(meetingKeys.all[0]);

// A meeting's event names the views that moved for the viewer (each an endpoint of the meetings API): what they
// feed refetches, nothing else. Ballots, results, series and templates are keyed by phase or initiative: all of
// them go stale (only those on screen refetch).
const viewKeys: Record<string, (meetingId: string) => readonly (readonly unknown[])[]> = {
  [meetingPaths.items]: () => [meetingKeys.lists],
  [meetingPaths.item]: (id) => [meetingKeys.detail(id)],
  // The suggested themes are computed from the loose ideas.
  [meetingPaths.ideas]: (id) => [meetingKeys.meetingIdeas(id), meetingKeys.suggestions(id)],
  [meetingPaths.votesMine]: () => [meetingKeys.ballots],
  [meetingPaths.results]: () => [meetingKeys.allResults],
  [meetingPaths.summary]: (id) => [meetingKeys.summary(id)],
  [meetingPaths.discussion]: (id) => [meetingKeys.discussion(id)],
  [meetingPaths.review]: (id) => [meetingKeys.review(id)],
  [meetingPaths.series]: () => [meetingKeys.allSeries],
  [meetingPaths.templates]: () => [meetingKeys.allTemplates],
  [meetingPaths.guest]: () => [meetingKeys.allGuestLinks],
};
for (const [path, keysOf] of Object.entries(viewKeys)) refreshOnLiveView(path, keysOf);
// The navigation's live badge counts the viewer's live meetings, from their list (meetings.badges.ts).
badgesFollowLiveView(meetingPaths.items);
