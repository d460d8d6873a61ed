/** Meeting data for the pure views' stories (no network): ideas, a ballot, a proposal, results, a queue. */
import {
  DEFAULT_MEETING_SETTINGS,
  type IdeasResponse,
  type IdeaView,
  type MeetingDetail,
  type MeetingReport,
  type MyBallot,
  type Outcome,
  type PhaseView,
  type ProposalView,
  type Results,
  type TurnView,
} from '@chorus/mock-handlers/contracts';

export function idea(id: string, text: string, change: Partial<IdeaView> = {}): IdeaView {
  return {
    id,
    meetingId: 'meeting-1',
    phaseId: 'phase-write',
    text,
    groupId: null,
    hidden: false,
    hiddenReason: null,
    createdAt: '2026-03-12T09:00:00.000Z',
    isMine: false,
    showName: false,
    authorName: null,
    column: null,
    ...change,
  };
}

export const myIdeas: IdeaView[] = [
  idea('idea-1', 'A weekly digest of decisions', { isMine: true }),
  idea('idea-2', 'Calendar integration so meetings start from the invite', {
    isMine: true,
    showName: true,
    authorName: 'Ada Attendee',
  }),
];

export const revealedIdeas: IdeasResponse = {
  meetingId: 'meeting-1',
  phaseId: 'phase-write',
  revealed: true,
  revealedAt: '2026-03-12T09:10:00.000Z',
  ideas: [
    idea('idea-1', 'A weekly digest of decisions', { isMine: true }),
    idea('idea-3', 'Shorter meetings with a written agenda', { authorName: 'Sam Staff', showName: true }),
    idea('idea-4', 'No meetings on Fridays'),
    idea('idea-5', 'Off-topic: the coffee machine', { hidden: true, hiddenReason: 'off-topic' }),
  ],
  groups: [],
  submittedCount: 3,
  eligibleCount: 3,
};

export const unrevealedIdeas: IdeasResponse = {
  ...revealedIdeas,
  revealed: false,
  revealedAt: null,
  ideas: [],
  submittedCount: 2,
};

export const groupedIdeas: IdeasResponse = {
  ...revealedIdeas,
  groups: [
    {
      id: 'group-1',
      meetingId: 'meeting-1',
      title: 'Fewer meetings',
      ideaIds: ['idea-3', 'idea-4'],
      order: 0,
      version: 1,
    },
  ],
  ideas: revealedIdeas.ideas.map((entry) =>
    entry.id === 'idea-3' || entry.id === 'idea-4' ? { ...entry, groupId: 'group-1' } : entry,
  ),
};

export const emptyBallot: MyBallot = {
  phaseId: 'phase-vote',
  allocations: [],
  dotsPerPerson: 5,
  maxDotsPerIdea: 3,
  dotsRemaining: 5,
  submitted: false,
  returnedDots: 0,
};

export const savedBallot: MyBallot = {
  ...emptyBallot,
  allocations: [
    { targetId: 'idea-3', points: 3 },
    { targetId: 'idea-4', points: 1 },
  ],
  dotsRemaining: 1,
  submitted: true,
};

/** A ballot on one level: the theme "Fewer meetings" and an idea in no theme. */
export const themeBallot: MyBallot = {
  ...emptyBallot,
  allocations: [
    { targetId: 'group-1', points: 3 },
    { targetId: 'idea-1', points: 1 },
  ],
  dotsRemaining: 1,
  submitted: true,
};

export const proposal: ProposalView = {
  id: 'proposal-1',
  meetingId: 'meeting-1',
  phaseId: 'phase-decide',
  statement: 'Adopt onboarding buddies from next sprint',
  status: 'open',
  round: 1,
  closesAt: null,
  viewerStance: null,
};

export const dotVoteResults: Results = {
  kind: 'dotVote',
  method: 'consent',
  meetingId: 'meeting-1',
  phaseId: 'phase-vote',
  proposalId: null,
  statement: null,
  closed: true,
  participation: { eligible: 3, voted: 3 },
  tallies: [
    {
      targetId: 'idea-3',
      targetType: 'idea',
      label: 'Shorter meetings with a written agenda',
      points: 6,
      voters: null,
      spread: null,
    },
    {
      targetId: 'idea-4',
      targetType: 'idea',
      label: 'No meetings on Fridays',
      points: 1,
      voters: null,
      spread: null,
    },
  ],
  minorityReasons: [],
  minorityReport: [],
  round: 1,
  blocked: false,
};

export const consentResults: Results = {
  kind: 'consent',
  method: 'consent',
  meetingId: 'meeting-1',
  phaseId: 'phase-decide',
  proposalId: 'proposal-1',
  statement: 'Adopt onboarding buddies from next sprint',
  closed: true,
  participation: { eligible: 3, voted: 3 },
  tallies: [
    { targetId: 'agree', targetType: 'choice', label: 'Agree', points: 2, voters: 2, spread: 'broad' },
    { targetId: 'abstain', targetType: 'choice', label: 'Abstain', points: 0, voters: 0, spread: 'narrow' },
    { targetId: 'object', targetType: 'choice', label: 'Object', points: 1, voters: 1, spread: 'narrow' },
    { targetId: 'block', targetType: 'choice', label: 'Block', points: 0, voters: 0, spread: 'narrow' },
  ],
  minorityReasons: ['We have not costed it yet'],
  minorityReport: [{ choice: 'object', reason: 'We have not costed it yet' }],
  round: 1,
  blocked: false,
};

const person = (
  userId: string,
  displayName: string,
  status: TurnView['queue'][number]['status'],
  isViewer = false,
) => ({
  userId,
  displayName,
  photoURL: '',
  status,
  isViewer,
});

export const turn: TurnView = {
  phaseId: 'phase-turns',
  queue: [
    person('u-staff', 'Sam Staff', 'spoke'),
    person('u-attendee', 'Ada Attendee', 'speaking', true),
    person('u-host', 'Hana Host', 'waiting'),
  ],
  currentIndex: 1,
  currentSpeakerId: 'u-attendee',
  secondsPerTurn: 60,
  turnStartedAt: null,
  turnEndsAt: null,
  finished: false,
  viewerCanAdvance: true,
};

export const outcomes: Outcome[] = [
  {
    id: 'outcome-1',
    initiativeId: 'initiative-1',
    meetingId: 'meeting-1',
    meetingTitle: 'Onboarding ideas',
    proposalId: 'proposal-1',
    statement: 'Adopt onboarding buddies from next sprint',
    decidedAt: '2026-03-12T10:00:00.000Z',
    reviewOn: '2026-06-01',
    kind: 'decision',
    consent: {
      round: 2,
      statement: 'Adopt onboarding buddies from next sprint',
      counts: { agree: 2, abstain: 0, object: 1, block: 0 },
      minorityReport: [{ choice: 'object', reason: 'We have not costed it yet' }],
      earlierRounds: [
        {
          round: 1,
          statement: 'Adopt onboarding buddies from this sprint',
          counts: { agree: 1, abstain: 0, object: 1, block: 1 },
          minorityReport: [
            { choice: 'block', reason: 'Nobody has time to be a buddy this sprint' },
            { choice: 'object', reason: 'We have not costed it yet' },
          ],
        },
      ],
    },
  },
];

const phase = (id: string, order: number, type: PhaseView['type'], title: string): PhaseView => ({
  id,
  meetingId: 'meeting-1',
  order,
  type,
  title,
  prompt: '',
  timeboxSec: 300,
  columns: [],
  status: 'pending',
  startedAt: null,
  endsAt: null,
  closedAt: null,
  revealedAt: null,
  readyCount: 0,
  submittedCount: 0,
  eligibleCount: 3,
  viewerReady: false,
  viewerSubmitted: false,
  method: type === 'decide' ? 'consent' : type === 'vote' ? 'dots' : null,
  proposal: null,
  earlierProposals: [],
});

/** A scheduled meeting as its host sees it: two phases, the default settings. */
export const scheduledMeeting: MeetingDetail = {
  id: 'meeting-1',
  initiativeId: 'initiative-1',
  initiativeTitle: 'Onboarding revamp',
  title: 'Onboarding ideas',
  goal: '',
  hostId: 'u-host',
  hostName: 'Hana Host',
  attendeeIds: ['u-staff', 'u-attendee'],
  scheduledAt: '2026-03-12T09:00:00.000Z',
  durationMin: 45,
  status: 'scheduled',
  template: 'custom',
  currentPhaseId: null,
  startedAt: null,
  endedAt: null,
  phaseCount: 2,
  viewerRole: 'host',
  viewerCanContribute: true,
  coHostIds: [],
  facilitatorId: 'u-host',
  viewerCanFacilitate: true,
  seriesId: null,
  recurrence: null,
  settings: DEFAULT_MEETING_SETTINGS,
  participants: [],
  watching: [],
  phases: [
    phase('phase-write', 0, 'silentIdeate', 'Write alone'),
    phase('phase-talk', 1, 'discuss', 'Discuss'),
  ],
  turn: null,
  viewerAssignment: null,
  outcomes: [],
  moderation: [],
  log: [],
  viewerLeads: true,
  viewerCanTakeOver: false,
  guestIds: [],
  guestLinks: null,
  viewerIsGuest: false,
  breakouts: null,
  serverTime: '2026-03-12T09:00:00.000Z',
};

/** An ended meeting's summary: a theme, ideas in none, a vote, two notes, a revised decision, an action item. */
export const meetingReport: MeetingReport = {
  meetingId: 'meeting-1',
  title: 'Onboarding ideas',
  goal: 'What does a new hire need in week one?',
  initiativeTitle: 'Onboarding',
  hostName: 'Hana Host',
  startedAt: '2026-03-12T09:00:00.000Z',
  endedAt: '2026-03-12T10:00:00.000Z',
  participantCount: 3,
  themes: [
    {
      title: 'Fewer meetings',
      ideas: [
        { text: 'Shorter meetings with a written agenda', authorName: 'Sam Staff', column: null },
        { text: 'No meetings on Fridays', authorName: null, column: null },
      ],
    },
  ],
  ungroupedIdeas: [
    { text: 'A weekly digest of decisions', authorName: null, column: null },
    { text: 'A buddy for every new hire', authorName: null, column: null },
  ],
  votes: [
    {
      title: 'Dot vote',
      method: 'dots',
      participation: { eligible: 3, voted: 3 },
      // 7, 4 and 4 of 15: 46.7 %, 26.7 %, 26.7 %, shown as 47 %, 27 %, 26 % (never 101 % in all).
      totalPoints: 15,
      tallies: [
        { label: 'Fewer meetings', targetType: 'group', points: 7 },
        { label: 'A weekly digest of decisions', targetType: 'idea', points: 4 },
        { label: 'A buddy for every new hire', targetType: 'idea', points: 4 },
      ],
    },
  ],
  notes: [
    { text: 'Fridays are already quiet for most teams', theme: 'Fewer meetings' },
    { text: 'Ask the last three hires what they missed', theme: null },
  ],
  outcomes,
  actionItems: [
    { text: 'Draft the agenda template', owner: 'Sam Staff', dueOn: '2026-03-19', theme: 'Fewer meetings' },
  ],
};
