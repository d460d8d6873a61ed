import { consentRecordFor } from './meetings.decisions';
import { SEED_INITIATIVES, SEED_USERS, seedInitiatives } from '../initiatives/initiatives.seed';
import { DAY, MINUTE, iso } from '../lib/time';
import {
  type MeetingsState,
  type StoredBallot,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  type StoredStance,
  type StoredTurn,
  emptyMeetingsState,
  newPhase,
  participantsOf,
  OPEN_ACTION,
} from './meetings.records';
import { secretPick } from '../lib/secret';
import { drawDevilsAdvocate, type MeetingsData, speakingOrder } from './meetings.rules';
import {
  DEFAULT_MEETING_SETTINGS,
  SECONDS_PER_TURN,
  type MeetingSettings,
  type MeetingTemplate,
  type Outcome,
} from './meetings.schema';
import { templatePhases } from './meetings.templates';

/** Seeded meeting ids: the live one (silent ideation running) and the scheduled one (ready to run). */
export const SEED_MEETINGS = {
  live: 'meeting-roadmap-live',
  scheduled: 'meeting-onboarding-next',
  retro: 'meeting-onboarding-retro',
  decision: 'meeting-roadmap-decision',
  offsite: 'meeting-offsite-decision',
} as const;

const { host, staff, attendee } = SEED_USERS;

type Idea = [author: string, text: string, showName?: boolean];

interface Draft {
  id: string;
  initiativeId: string;
  title: string;
  goal: string;
  template: Exclude<MeetingTemplate, 'custom'>;
  attendeeIds: string[];
  scheduledAt: number;
  settings?: Partial<MeetingSettings>;
}

/**
 * The seed, relative to the moment it is built: three ended meetings with results and outcomes
 * (decision logs with review dates), one scheduled meeting, one live meeting in silent ideation.
 * The started meetings draw their devil's advocate as every start does: in secret (Web Crypto), each time the
 * seed is built, so the shipped seed does not tell who it is. `pick`: a fixed draw (tests only).
 */
export function seedMeetings(
  now = Date.now(),
  pick: <T>(items: readonly T[]) => T = secretPick,
): MeetingsState {
  const date = (time: number) => iso(time).slice(0, 10);
  const state: MeetingsState = emptyMeetingsState();

  function meeting(
    draft: Draft,
    status: StoredMeeting['status'],
  ): { meeting: StoredMeeting; phases: StoredPhase[] } {
    const settings = { ...DEFAULT_MEETING_SETTINGS, ...draft.settings };
    const stored: StoredMeeting = {
      id: draft.id,
      initiativeId: draft.initiativeId,
      title: draft.title,
      goal: draft.goal,
      hostId: host,
      attendeeIds: draft.attendeeIds,
      coHostIds: [],
      facilitatorId: null,
      guestToken: null,
      spectatorToken: null,
      breakouts: [],
      breakoutsMergedAt: null,
      seriesId: null,
      recurrence: null,
      guestIds: [],
      spectatorIds: [],
      scheduledAt: iso(draft.scheduledAt),
      durationMin: 60,
      status,
      template: draft.template,
      currentPhaseId: null,
      startedAt: status === 'scheduled' ? null : iso(draft.scheduledAt),
      endedAt: null,
      settings,
      devilsAdvocateId: null,
      createdAt: iso(draft.scheduledAt - 5 * DAY),
      updatedAt: iso(draft.scheduledAt),
    };
    const phases = templatePhases(draft.template).map((input, order) =>
      newPhase(`${draft.id}-phase-${order + 1}`, draft.id, order, input),
    );
    state.meetings.push(stored);
    state.phases.push(...phases);
    return { meeting: stored, phases };
  }

  function addIdeas(phase: StoredPhase, ideas: Idea[], start: number): StoredIdea[] {
    const added = ideas.map(
      ([authorId, text, showName], index): StoredIdea => ({
        id: `${phase.meetingId}-idea-${index + 1}`,
        meetingId: phase.meetingId,
        phaseId: phase.id,
        authorId,
        text,
        column: null,
        showName: showName ?? false,
        groupId: null,
        hidden: false,
        createdAt: iso(start + (index + 1) * 20_000),
        updatedAt: iso(start + (index + 1) * 20_000),
      }),
    );
    state.ideas.push(...added);
    return added;
  }

  /** Runs an ended meeting's agenda: every phase closed, one after the other. */
  function ended(draft: Draft, ideas: Idea[]) {
    const { meeting: stored, phases } = meeting(draft, 'ended');
    let clock = draft.scheduledAt;
    let seeded: StoredIdea[] = [];
    for (const phase of phases) {
      const length = (phase.timeboxSec ?? 120) * 1000;
      phase.status = 'closed';
      phase.startedAt = iso(clock);
      phase.endsAt = phase.timeboxSec ? iso(clock + length) : null;
      phase.closedAt = iso(clock + length);
      if (phase.type === 'silentIdeate') {
        seeded = addIdeas(phase, ideas, clock);
        phase.revealedAt = iso(clock + length);
      }
      if (phase.type === 'roundRobin') {
        const turn: StoredTurn = {
          id: `${phase.id}-turn`,
          meetingId: stored.id,
          phaseId: phase.id,
          queue: speakingOrder(stored, phase.id),
          currentIndex: participantsOf(stored).length,
          passedIds: [],
          secondsPerTurn: SECONDS_PER_TURN,
          turnStartedAt: null,
        };
        state.turns.push(turn);
      }
      clock += length;
    }
    stored.currentPhaseId = phases.at(-1)?.id ?? null;
    stored.endedAt = iso(clock);
    stored.durationMin = Math.round((clock - draft.scheduledAt) / MINUTE);
    return { meeting: stored, phases, ideas: seeded, endedAt: clock };
  }

  function ballots(
    phase: StoredPhase,
    votes: [voter: string, allocations: [targetId: string, points: number][]][],
  ) {
    for (const [voterId, allocations] of votes) {
      const ballot: StoredBallot = {
        id: `${phase.id}-ballot-${voterId}`,
        meetingId: phase.meetingId,
        phaseId: phase.id,
        voterId,
        allocations: allocations.map(([targetId, points]) => ({ targetId, points })),
        updatedAt: phase.closedAt ?? phase.startedAt ?? iso(now),
      };
      state.ballots.push(ballot);
    }
  }

  function decision(
    phase: StoredPhase,
    stances: [voter: string, choice: StoredStance['choice'], reason?: string][],
  ) {
    const proposal: StoredProposal = {
      id: `${phase.meetingId}-proposal`,
      meetingId: phase.meetingId,
      phaseId: phase.id,
      statement: phase.prompt,
      status: 'closed',
      round: 1,
      closedAt: phase.closedAt,
    };
    state.proposals.push(proposal);
    for (const [voterId, choice, reason] of stances) {
      state.stances.push({
        id: `${proposal.id}-stance-${voterId}`,
        proposalId: proposal.id,
        voterId,
        choice,
        reason: reason ?? null,
        updatedAt: phase.closedAt ?? iso(now),
      });
    }
    return proposal;
  }

  function outcome(
    stored: StoredMeeting,
    statement: string,
    decidedAt: number,
    reviewOn: number | null,
    proposal?: StoredProposal,
  ) {
    const entry: Outcome = {
      id: `${stored.id}-outcome`,
      initiativeId: stored.initiativeId,
      meetingId: stored.id,
      meetingTitle: stored.title,
      proposalId: proposal?.id ?? null,
      statement,
      decidedAt: iso(decidedAt),
      reviewOn: reviewOn === null ? null : date(reviewOn),
      // The seeded objections were resolved in the discussion.
      ...(proposal
        ? consentRecordFor(state, stored, proposal, { noDecision: false, objectionsResolved: true })
        : { kind: 'decision' as const, consent: null }),
    };
    state.outcomes.push(entry);
  }

  // An ended retrospective: ideas, groups, a dot vote, a round robin and an outcome to review in 16 days.
  const retro = ended(
    {
      id: SEED_MEETINGS.retro,
      initiativeId: SEED_INITIATIVES.onboarding,
      title: 'Onboarding retrospective',
      goal: 'Learn from the last three hires what helped and what got in the way.',
      template: 'retrospective',
      attendeeIds: [staff, attendee],
      scheduledAt: now - 14 * DAY,
    },
    [
      [staff, 'Nobody knew who to ask about access rights in week one.'],
      [attendee, 'The buddy lunch on day one made a huge difference.', true],
      [host, 'Laptop setup took two full days.'],
      [attendee, 'Too many meetings in the first week; no time to read the docs.'],
      [staff, 'A written 30-60-90 plan would have set expectations.'],
      [host, 'Shadowing a support shift was the most useful hour.'],
    ],
  );
  {
    const ideas = retro.ideas;
    const vote = retro.phases.find((phase) => phase.type === 'vote') as StoredPhase;
    const themes = [
      { id: `${retro.meeting.id}-group-1`, title: 'Setup and access', ideaIds: [ideas[0]?.id, ideas[2]?.id] },
      {
        id: `${retro.meeting.id}-group-2`,
        title: 'People and plans',
        ideaIds: [ideas[1]?.id, ideas[4]?.id, ideas[5]?.id],
      },
    ];
    themes.forEach((theme, order) => {
      const ideaIds = theme.ideaIds.filter((id): id is string => Boolean(id));
      state.groups.push({
        id: theme.id,
        meetingId: retro.meeting.id,
        title: theme.title,
        ideaIds,
        order,
        version: 1,
      });
      for (const idea of state.ideas) if (ideaIds.includes(idea.id)) idea.groupId = theme.id;
    });
    ballots(vote, [
      [
        host,
        [
          [themes[0]?.id as string, 2],
          [themes[1]?.id as string, 3],
        ],
      ],
      [
        staff,
        [
          [themes[1]?.id as string, 3],
          [ideas[3]?.id as string, 2],
        ],
      ],
      [
        attendee,
        [
          [themes[1]?.id as string, 3],
          [themes[0]?.id as string, 1],
        ],
      ],
    ]);
    // The discussion's notes and action items (Chorus extensions).
    const at = iso(retro.endedAt - 10 * 60 * 1000);
    const retroId = retro.meeting.id;
    state.notes.push({
      id: `${retroId}-note-1`,
      meetingId: retroId,
      groupId: themes[0]?.id ?? null,
      text: 'IT needs the start date a week ahead to prepare the laptop and the accounts.',
      createdAt: at,
      authorId: staff,
    });
    state.actionItems.push(
      {
        id: `${retroId}-action-1`,
        meetingId: retroId,
        groupId: themes[0]?.id ?? null,
        text: 'Send IT the start date of every new hire a week ahead',
        ownerId: host,
        dueOn: date(now + 7 * DAY),
        createdAt: at,
        authorId: staff,
        ...OPEN_ACTION,
      },
      {
        id: `${retroId}-action-2`,
        meetingId: retroId,
        groupId: themes[1]?.id ?? null,
        text: 'Draft a 30-60-90 plan template',
        ownerId: staff,
        dueOn: null,
        createdAt: at,
        authorId: attendee,
        ...OPEN_ACTION,
      },
    );
    outcome(
      retro.meeting,
      'Pair every new hire with a buddy and a written 30-60-90 plan for their first month.',
      retro.endedAt,
      now + 16 * DAY,
    );
  }

  // An ended decision with a protected dissent: the objection's reason is in the minority report.
  const roadmapDecision = ended(
    {
      id: SEED_MEETINGS.decision,
      initiativeId: SEED_INITIATIVES.roadmap,
      title: 'Offline mode: now or later?',
      goal: 'Decide whether offline mode ships before the redesign.',
      template: 'decision',
      attendeeIds: [staff, attendee],
      scheduledAt: now - 7 * DAY,
      settings: { devilsAdvocate: true },
    },
    [
      [staff, 'Option: ship offline mode first; field teams ask for it every week.'],
      [attendee, 'Concern: the redesign changes the data layer offline mode depends on.'],
      [host, 'Option: ship a read-only offline mode now, editing after the redesign.', true],
      [attendee, 'Concern: support is not staffed for a second launch this quarter.'],
    ],
  );
  {
    const decide = roadmapDecision.phases.find((phase) => phase.type === 'decide') as StoredPhase;
    decide.prompt = 'Ship a read-only offline mode before the redesign; editing follows after it.';
    roadmapDecision.meeting.devilsAdvocateId = drawDevilsAdvocate(roadmapDecision.meeting, pick);
    const proposal = decision(decide, [
      [host, 'agree'],
      [staff, 'object', 'Read-only will disappoint the field teams who asked for offline editing.'],
      [attendee, 'agree'],
    ]);
    outcome(
      roadmapDecision.meeting,
      'Read-only offline mode ships before the redesign; offline editing follows it.',
      roadmapDecision.endedAt,
      now + 53 * DAY,
      proposal,
    );
  }

  // An archived initiative's decision, due for review (its review date has passed).
  const offsite = ended(
    {
      id: SEED_MEETINGS.offsite,
      initiativeId: SEED_INITIATIVES.offsite,
      title: 'Choose the offsite',
      goal: 'Pick the place and the format of this year\u2019s offsite.',
      template: 'decision',
      attendeeIds: [staff],
      scheduledAt: now - 75 * DAY,
    },
    [
      [staff, 'Porto: cheap flights for most of us and a good venue by the river.'],
      [host, 'Keep it to two days; three is too long with school holidays.'],
    ],
  );
  {
    const decide = offsite.phases.find((phase) => phase.type === 'decide') as StoredPhase;
    decide.prompt = 'A two-day offsite in Porto in May.';
    const proposal = decision(decide, [
      [host, 'agree'],
      [staff, 'agree'],
    ]);
    outcome(offsite.meeting, 'A two-day offsite in Porto in May.', offsite.endedAt, now - 5 * DAY, proposal);
  }

  // Scheduled for tomorrow, agenda from the brainwriting template: ready to run.
  meeting(
    {
      id: SEED_MEETINGS.scheduled,
      initiativeId: SEED_INITIATIVES.onboarding,
      title: 'First-week checklist',
      goal: 'Collect what belongs on the checklist every new hire gets on day one.',
      template: 'brainwriting',
      attendeeIds: [staff, attendee],
      scheduledAt: Math.ceil((now + DAY) / (60 * MINUTE)) * 60 * MINUTE,
      settings: { revealMode: 'allSubmitted' },
    },
    'scheduled',
  );

  // Live now, in silent ideation (not revealed): the host and staff have written; the attendee can join in.
  {
    const startedAt = now - 3 * MINUTE;
    const { meeting: live, phases } = meeting(
      {
        id: SEED_MEETINGS.live,
        initiativeId: SEED_INITIATIVES.roadmap,
        title: 'What should we build next?',
        goal: 'Gather every idea for next quarter before anyone anchors the discussion.',
        template: 'brainwriting',
        attendeeIds: [staff, attendee],
        scheduledAt: startedAt,
        settings: { devilsAdvocate: true },
      },
      'live',
    );
    const first = phases[0] as StoredPhase;
    first.timeboxSec = 30 * 60;
    first.status = 'active';
    first.startedAt = iso(startedAt);
    first.endsAt = iso(startedAt + 30 * MINUTE);
    first.readyIds = [staff];
    live.currentPhaseId = first.id;
    live.devilsAdvocateId = drawDevilsAdvocate(live, pick);
    addIdeas(
      first,
      [
        [host, 'A weekly digest of decisions made in meetings, sent to everyone who missed them.'],
        [staff, 'Calendar integration so meetings start from the invite.', true],
        [staff, 'Let attendees suggest agenda items before the meeting.'],
      ],
      startedAt,
    );
  }

  return state;
}

/**
 * The seed as the rules read it, without a store (tests of the rules on plain data): the seeded meetings and
 * initiatives, each person named after their id.
 */
export function seedMeetingsData(now: number): MeetingsData {
  return {
    state: seedMeetings(now),
    initiatives: seedInitiatives(now).initiatives,
    personOf: (id) => ({
      id,
      displayName: `Person ${id}`,
      photoURL: '',
      userType: id === SEED_USERS.host ? 1 : 2,
    }),
  };
}
