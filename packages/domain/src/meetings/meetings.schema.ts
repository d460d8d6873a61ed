import { z } from 'zod';
import { PersonSchema } from '../auth/auth.people';
import {
  ApiErrorSchema,
  DateStringSchema,
  ERROR_CODES,
  ERROR_STATUS,
  IdListSchema,
  IdSchema,
  LIMITS,
  requiredText,
  trimmedText,
} from '../lib/schema';

/**
 * The meetings contract (MEETINGS.md): payloads, viewer-scoped responses, paths and error codes.
 * No msw here: the UI imports this file.
 *
 * Privacy is part of the contract: no response carries an author's or a voter's id, other people's
 * ideas before the reveal, hidden tallies, who the devil's advocate is, or who has not submitted.
 */

export { meetingPaths } from './meetings.paths';

/**
 * The error codes the initiatives and meetings API answers with (MEETINGS.md): a part of the one vocabulary
 * of the API (`ERROR_CODES` and `ERROR_STATUS` of lib/schema), named here for the meetings screens.
 */
export const MEETING_ERROR_CODES = {
  validation: ERROR_CODES.validation,
  unauthenticated: ERROR_CODES.unauthenticated,
  forbidden: ERROR_CODES.forbidden,
  notFound: ERROR_CODES.notFound,
  invalidState: ERROR_CODES.invalidState,
  budgetExceeded: ERROR_CODES.budgetExceeded,
  resultsHidden: ERROR_CODES.resultsHidden,
  conflict: ERROR_CODES.conflict,
} as const;
export type MeetingErrorCode = (typeof MEETING_ERROR_CODES)[keyof typeof MEETING_ERROR_CODES];

export const MEETING_ERROR_STATUS = Object.fromEntries(
  Object.values(MEETING_ERROR_CODES).map((code) => [code, ERROR_STATUS[code]]),
) as Record<MeetingErrorCode, number>;

/** `{ error: { code, message } }`: the body of every refused call (the API's one error body). */
export const MeetingErrorSchema = ApiErrorSchema;
export type MeetingError = z.infer<typeof MeetingErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Enumerations and settings
// ---------------------------------------------------------------------------------------------

export const MeetingStatusSchema = z.enum(['scheduled', 'live', 'ended']);
export type MeetingStatus = z.infer<typeof MeetingStatusSchema>;

export const MeetingTemplateSchema = z.enum(['brainwriting', 'retrospective', 'decision', 'custom']);
export type MeetingTemplate = z.infer<typeof MeetingTemplateSchema>;

/**
 * The kinds of phase. There is no "reveal" phase: the reveal is a moment that ends a silentIdeate phase
 * (by the host, at the bell with revealMode timer, or at the last submission with allSubmitted).
 */
export const PhaseTypeSchema = z.enum(['silentIdeate', 'group', 'discuss', 'vote', 'roundRobin', 'decide']);
export type PhaseType = z.infer<typeof PhaseTypeSchema>;

export const PhaseStatusSchema = z.enum(['pending', 'active', 'closed']);
export type PhaseStatus = z.infer<typeof PhaseStatusSchema>;

export const ViewerRoleSchema = z.enum(['host', 'attendee']);
export type ViewerRole = z.infer<typeof ViewerRoleSchema>;

/**
 * Settings, each listed from weakest to strictest. Once a meeting is live a setting may move
 * towards the strict end, never back (409 INVALID_STATE). The orderings:
 *
 * - anonymity: named < optInNames < anonymous (fewer names shown is stricter). In a `named` meeting,
 *   writing an idea is opting in: every idea carries its author's name. In `anonymous`, none does.
 * - revealMode: host < timer < allSubmitted. `host`: only the host reveals. `timer`: the host, or the
 *   phase's end time. `allSubmitted`: the host, or the moment the last eligible person submits an idea
 *   (waiting for every voice is strictest). The host can always reveal by hand, so a no-show never
 *   blocks a meeting.
 * - voteVisibility: live < afterOwnVote < untilClosed. `live`: tallies always visible. `afterOwnVote`:
 *   a viewer sees tallies once they have voted. `untilClosed`: nobody, the host included, until close.
 * - dotsPerPerson, maxDotsPerIdea: lower is stricter (a scarcer budget, less concentration); a change
 *   that would put an existing ballot over the new limits is refused (409).
 * - shuffle, dissentReasonRequired, devilsAdvocate, hostSpeaksLast: false < true. Turning
 *   devilsAdvocate on while live assigns the role at once; hostSpeaksLast applies to queues built later.
 */
export const AnonymitySchema = z.enum(['named', 'optInNames', 'anonymous']);
export type Anonymity = z.infer<typeof AnonymitySchema>;
export const RevealModeSchema = z.enum(['host', 'timer', 'allSubmitted']);
export type RevealMode = z.infer<typeof RevealModeSchema>;
export const VoteVisibilitySchema = z.enum(['live', 'afterOwnVote', 'untilClosed']);
export type VoteVisibility = z.infer<typeof VoteVisibilitySchema>;

/** The strictness rank of each enumerated setting value (higher is stricter). */
export const SETTING_STRICTNESS = {
  anonymity: { named: 0, optInNames: 1, anonymous: 2 },
  revealMode: { host: 0, timer: 1, allSubmitted: 2 },
  voteVisibility: { live: 0, afterOwnVote: 1, untilClosed: 2 },
} as const;

export const MeetingSettingsSchema = z.object({
  anonymity: AnonymitySchema,
  revealMode: RevealModeSchema,
  voteVisibility: VoteVisibilitySchema,
  dotsPerPerson: z.number().int().min(1).max(100),
  maxDotsPerIdea: z.number().int().min(1).max(100),
  shuffle: z.boolean(),
  dissentReasonRequired: z.boolean(),
  devilsAdvocate: z.boolean(),
  hostSpeaksLast: z.boolean(),
});
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

export const DEFAULT_MEETING_SETTINGS: MeetingSettings = {
  anonymity: 'optInNames',
  revealMode: 'host',
  voteVisibility: 'untilClosed',
  dotsPerPerson: 5,
  maxDotsPerIdea: 3,
  shuffle: true,
  dissentReasonRequired: true,
  devilsAdvocate: false,
  hostSpeaksLast: true,
};

/** Idea text: 1 to 500 characters. */
export const IDEA_MAX_LENGTH = 500;
/** Each round-robin turn lasts this long (seconds). */
export const SECONDS_PER_TURN = 60;

// ---------------------------------------------------------------------------------------------
// Responses (viewer-scoped)
// ---------------------------------------------------------------------------------------------

const Time = DateStringSchema;
/** Required text trims Unicode white space and format characters first (`requiredText`, lib/schema). */
const Title = requiredText(LIMITS.shortText);
/** The reason a host gives for hiding an idea, shown to every member ("hidden by the host: off-topic"). */
export const HIDE_REASON_MAX_LENGTH = 200;

/** A participant of a meeting: who is here now (an open meeting page), and who said they are ready. */
export const ParticipantSchema = PersonSchema.extend({
  /** Has the meeting open now (a presence heartbeat within PRESENCE_TTL_SEC). */
  here: z.boolean(),
  /** Marked themself ready in the current phase (their own say; never whether they submitted). */
  ready: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** An open meeting page says "here" this often; without a word for PRESENCE_TTL_SEC, a person is away. */
export const PRESENCE_HEARTBEAT_SEC = 20;
export const PRESENCE_TTL_SEC = 45;

export const StanceChoiceSchema = z.enum(['agree', 'abstain', 'object', 'block']);
export type StanceChoice = z.infer<typeof StanceChoiceSchema>;

/**
 * A proposal's consent round: `draft` while the host writes it (after the tally, before anyone answers),
 * `open` while people answer, `closed` once the host closes the round (or the phase closes).
 */
export const ProposalStatusSchema = z.enum(['draft', 'open', 'closed']);
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>;

export const ProposalViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  statement: z.string(),
  status: ProposalStatusSchema,
  /** 1 for the first text; each revision after a block or an objection opens the next round. */
  round: z.number().int().min(1).default(1),
  closesAt: Time.nullable(),
  /** The viewer's own stance; never anyone else's. */
  viewerStance: z.object({ choice: StanceChoiceSchema, reason: z.string().nullable() }).nullable(),
});
export type ProposalView = z.infer<typeof ProposalViewSchema>;

export const PhaseViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  order: z.number().int(),
  type: PhaseTypeSchema,
  title: z.string(),
  prompt: z.string(),
  /** The time box in seconds; null: none. */
  timeboxSec: z.number().int().nullable(),
  status: PhaseStatusSchema,
  startedAt: Time.nullable(),
  /** After this instant input is refused (409) unless the host extends the timer. */
  endsAt: Time.nullable(),
  closedAt: Time.nullable(),
  /**
   * silentIdeate phases: when the ideas were revealed (by the host, the timer or the last submission). The
   * reveal ends the phase: from then on it is `closed` (closedAt = revealedAt) and its timer stops.
   */
  revealedAt: Time.nullable(),
  /** Counts only: never who. */
  readyCount: z.number().int(),
  /**
   * silentIdeate: people with an idea; vote: people with a ballot; decide: stances; roundRobin: turns taken.
   * null in an open vote or decide phase until at least MIN_COUNTED_VOTERS have voted (a smaller count,
   * beside one's own, tells who voted).
   */
  submittedCount: z.number().int().nullable(),
  eligibleCount: z.number().int(),
  viewerReady: z.boolean(),
  viewerSubmitted: z.boolean(),
  /** decide phases, once started: the latest round. */
  proposal: ProposalViewSchema.nullable(),
  /** decide phases: the earlier rounds of the proposal (revised after a block or an objection), oldest first. */
  earlierProposals: z.array(ProposalViewSchema).default([]),
});
export type PhaseView = z.infer<typeof PhaseViewSchema>;

export const TurnStatusSchema = z.enum(['waiting', 'speaking', 'spoke', 'passed']);
export type TurnStatus = z.infer<typeof TurnStatusSchema>;

/** The round-robin queue: each participant once, in random order, the host last with hostSpeaksLast. */
export const TurnViewSchema = z.object({
  phaseId: IdSchema,
  queue: z.array(
    z.object({
      userId: IdSchema,
      displayName: z.string(),
      photoURL: z.string(),
      status: TurnStatusSchema,
      isViewer: z.boolean(),
    }),
  ),
  /** Index of the current speaker; equals queue.length once everyone has spoken. */
  currentIndex: z.number().int(),
  currentSpeakerId: IdSchema.nullable(),
  secondsPerTurn: z.number().int(),
  turnStartedAt: Time.nullable(),
  turnEndsAt: Time.nullable(),
  finished: z.boolean(),
  /** The viewer is the host or the current speaker. */
  viewerCanAdvance: z.boolean(),
});
export type TurnView = z.infer<typeof TurnViewSchema>;

/** A private role, told only to the one attendee who holds it. */
export const ViewerAssignmentSchema = z.object({
  kind: z.literal('devilsAdvocate'),
  instructions: z.string(),
});
export type ViewerAssignment = z.infer<typeof ViewerAssignmentSchema>;

/** How many people took each stance on a proposal (never who). */
export const StanceCountsSchema = z.object({
  agree: z.number().int(),
  abstain: z.number().int(),
  object: z.number().int(),
  block: z.number().int(),
});
export type StanceCounts = z.infer<typeof StanceCountsSchema>;

/** One reason of the anonymous minority report, marked as an objection or a block. */
export const MinorityReasonSchema = z.object({
  choice: z.enum(['object', 'block']),
  reason: z.string(),
});
export type MinorityReason = z.infer<typeof MinorityReasonSchema>;

/** A consent round as the decision log keeps it: its text, its counts and its anonymous minority report. */
export const ConsentRoundSchema = z.object({
  round: z.number().int().min(1),
  statement: z.string(),
  counts: StanceCountsSchema,
  minorityReport: z.array(MinorityReasonSchema).default([]),
});
export type ConsentRound = z.infer<typeof ConsentRoundSchema>;

/** The record of a consent decision: the last round, and the rounds before it (revised after dissent). */
export const ConsentRecordSchema = ConsentRoundSchema.extend({
  earlierRounds: z.array(ConsentRoundSchema),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const OutcomeKindSchema = z.enum(['decision', 'noDecision']);
export type OutcomeKind = z.infer<typeof OutcomeKindSchema>;

export const OutcomeSchema = z.object({
  id: IdSchema,
  initiativeId: IdSchema,
  meetingId: IdSchema,
  meetingTitle: z.string(),
  proposalId: IdSchema.nullable(),
  statement: z.string(),
  decidedAt: Time,
  /** The date to review the decision (YYYY-MM-DD or ISO), or null. */
  reviewOn: Time.nullable(),
  /** `noDecision`: the group recorded that it did not decide (after a block or an unresolved objection). */
  kind: OutcomeKindSchema.default('decision'),
  /** The consent round behind the outcome (proposal, counts, anonymous minority report), or null. */
  consent: ConsentRecordSchema.nullable().default(null),
});
export type Outcome = z.infer<typeof OutcomeSchema>;

export const MeetingSummarySchema = z.object({
  id: IdSchema,
  initiativeId: IdSchema,
  initiativeTitle: z.string(),
  title: z.string(),
  goal: z.string(),
  hostId: IdSchema,
  hostName: z.string(),
  attendeeIds: z.array(IdSchema),
  scheduledAt: Time,
  durationMin: z.number().int(),
  status: MeetingStatusSchema,
  template: MeetingTemplateSchema,
  currentPhaseId: IdSchema.nullable(),
  startedAt: Time.nullable(),
  endedAt: Time.nullable(),
  phaseCount: z.number().int(),
  viewerRole: ViewerRoleSchema,
  /** The viewer is the host or one of the attendees (a member who is not invited only reads). */
  viewerCanContribute: z.boolean(),
});
export type MeetingSummary = z.infer<typeof MeetingSummarySchema>;

/** A trace of moderation every member sees: "2 ideas hidden by the host: off-topic" (never which, nor whose). */
export const ModerationTraceSchema = z.object({ reason: z.string(), count: z.number().int() });
export type ModerationTrace = z.infer<typeof ModerationTraceSchema>;

export const MeetingDetailSchema = MeetingSummarySchema.extend({
  settings: MeetingSettingsSchema,
  /** The host and the attendees, with who is here now and who is ready. */
  participants: z.array(ParticipantSchema),
  phases: z.array(PhaseViewSchema),
  /** The queue of the current (or last) round-robin phase, if any. */
  turn: TurnViewSchema.nullable(),
  /** Set only on the devil's advocate's own response. */
  viewerAssignment: ViewerAssignmentSchema.nullable(),
  /** Outcomes recorded from this meeting. */
  outcomes: z.array(OutcomeSchema),
  /** The ideas the host has hidden, counted per reason, in the order first hidden (every member sees it). */
  moderation: z.array(ModerationTraceSchema),
  /**
   * The server's clock when it answered (a Chorus extension): a client sets its timers (a phase's bell) by the
   * server's time, not by its own clock, which may run ahead or behind.
   */
  serverTime: Time,
});
export type MeetingDetail = z.infer<typeof MeetingDetailSchema>;

/** An idea as its viewer may see it: never the author's id. */
export const IdeaViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  text: z.string(),
  groupId: IdSchema.nullable(),
  hidden: z.boolean(),
  /** Why the host hid it; given only to the host and to the idea's author (others never receive it). */
  hiddenReason: z.string().nullable(),
  /** To the minute for everyone but the author (exact times would tell who wrote what). */
  createdAt: Time,
  isMine: z.boolean(),
  /** The author's chosen visibility of their name (for others: authorName !== null). */
  showName: z.boolean(),
  /** Null unless the author opted in (and the meeting is not anonymous), whoever is asking. */
  authorName: z.string().nullable(),
});
export type IdeaView = z.infer<typeof IdeaViewSchema>;

export const IdeaGroupSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  title: z.string(),
  ideaIds: z.array(IdSchema),
  order: z.number().int(),
  /** Grows with each change of the theme's name or ideas: a rename, merge or delete sends the one it saw. */
  version: z.number().int().min(0),
});
export type IdeaGroup = z.infer<typeof IdeaGroupSchema>;

export const IdeasResponseSchema = z.object({
  meetingId: IdSchema,
  /** The ideation phase the ideas belong to. */
  phaseId: IdSchema,
  revealed: z.boolean(),
  revealedAt: Time.nullable(),
  /** Before the reveal: only the viewer's own ideas (host included). After: all, in the viewer's order. */
  ideas: z.array(IdeaViewSchema),
  /** Empty before the reveal. */
  groups: z.array(IdeaGroupSchema),
  submittedCount: z.number().int(),
  eligibleCount: z.number().int(),
});
export type IdeasResponse = z.infer<typeof IdeasResponseSchema>;

export const AllocationSchema = z.object({
  /** An idea or a group of the meeting (revealed, not hidden). */
  targetId: IdSchema,
  points: z.number().int().min(0).max(100),
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const MyBallotSchema = z.object({
  phaseId: IdSchema,
  allocations: z.array(AllocationSchema),
  dotsPerPerson: z.number().int(),
  maxDotsPerIdea: z.number().int(),
  dotsRemaining: z.number().int(),
  submitted: z.boolean(),
  /** Dots given back to this voter because the host hid an idea they had put them on (told to them only). */
  returnedDots: z.number().int(),
});
export type MyBallot = z.infer<typeof MyBallotSchema>;

/** Fewer voters than this are not counted aloud while a vote is open ("n of m have voted" from 3 on). */
export const MIN_COUNTED_VOTERS = 3;

/** voted: null while the vote is open and fewer than MIN_COUNTED_VOTERS have voted. */
export const ParticipationSchema = z.object({
  eligible: z.number().int(),
  voted: z.number().int().nullable(),
});
export type Participation = z.infer<typeof ParticipationSchema>;

/**
 * spread: the share of the people who voted that backed this target (gave it a dot, or took this
 * stance): `broad` at least two thirds, `mixed` at least one third, `narrow` below.
 */
export const SpreadSchema = z.enum(['broad', 'mixed', 'narrow']);
export type Spread = z.infer<typeof SpreadSchema>;

export const TallySchema = z.object({
  /** An idea id, a group id, or a stance choice (consent results). */
  targetId: z.string(),
  targetType: z.enum(['idea', 'group', 'choice']),
  label: z.string(),
  points: z.number().int(),
  /**
   * Consent: how many took this stance (never who). Dot votes: null, like spread (per-item counts of voters
   * give a ballot away in a small group).
   */
  voters: z.number().int().nullable(),
  spread: SpreadSchema.nullable(),
});
export type Tally = z.infer<typeof TallySchema>;

export const ResultsSchema = z.object({
  kind: z.enum(['dotVote', 'consent']),
  meetingId: IdSchema,
  phaseId: IdSchema,
  proposalId: IdSchema.nullable(),
  statement: z.string().nullable(),
  closed: z.boolean(),
  participation: ParticipationSchema,
  /** Highest first. */
  tallies: z.array(TallySchema),
  /** Consent: the reasons of objections and blocks, without names, once the proposal is closed. */
  minorityReasons: z.array(z.string()),
  /** Consent: the same reasons, each marked as an objection or a block (blocks first). */
  minorityReport: z.array(MinorityReasonSchema).default([]),
  /** Consent: the round of the proposal (1 unless revised). */
  round: z.number().int().min(1).default(1),
  /** Consent: true when at least one person blocked. */
  blocked: z.boolean(),
});
export type Results = z.infer<typeof ResultsSchema>;

/** 423: the results are hidden; only the participation counts are given. */
export const ResultsHiddenSchema = MeetingErrorSchema.extend({ participation: ParticipationSchema });
export type ResultsHidden = z.infer<typeof ResultsHiddenSchema>;

export const DeletedSchema = z.object({ id: IdSchema });
export type Deleted = z.infer<typeof DeletedSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const MeetingsQuerySchema = z.object({
  initiativeId: IdSchema.optional(),
  status: MeetingStatusSchema.optional(),
});
export type MeetingsQuery = z.infer<typeof MeetingsQuerySchema>;

export const ByIdQuerySchema = z.object({ id: IdSchema });
export const ByIdRequestSchema = z.object({ id: IdSchema });
export type ByIdRequest = z.infer<typeof ByIdRequestSchema>;

export const PhaseInputSchema = z.object({
  /** Keep the id to update a phase; omit it to add one. */
  id: IdSchema.optional(),
  type: PhaseTypeSchema,
  title: Title,
  prompt: trimmedText(LIMITS.text),
  timeboxSec: z
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .nullable(),
});
export type PhaseInput = z.infer<typeof PhaseInputSchema>;

/**
 * Create (no id) or update. On create, `phases` defaults to the template's agenda and `settings`
 * to DEFAULT_MEETING_SETTINGS (a partial is merged). While live: settings only stricter; the agenda
 * may change only in its pending phases' title, prompt and time box (same ids, same order).
 * Ended meetings cannot change.
 */
export const SaveMeetingRequestSchema = z.object({
  id: IdSchema.optional(),
  initiativeId: IdSchema,
  title: Title,
  goal: trimmedText(LIMITS.text).default(''),
  scheduledAt: Time,
  durationMin: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Initiative members; default: every member but the host. */
  attendeeIds: IdListSchema.optional(),
  template: MeetingTemplateSchema.default('brainwriting'),
  phases: z.array(PhaseInputSchema).max(30).optional(),
  settings: MeetingSettingsSchema.partial().optional(),
});
export type SaveMeetingRequest = z.input<typeof SaveMeetingRequestSchema>;

export const MeetingIdRequestSchema = z.object({ meetingId: IdSchema });
export type MeetingIdRequest = z.infer<typeof MeetingIdRequestSchema>;

/** Either an absolute end time (null clears it) or seconds to add (from the later of now and endsAt). */
export const TimerRequestSchema = z
  .object({
    meetingId: IdSchema,
    endsAt: Time.nullable().optional(),
    addSec: z
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .optional(),
  })
  .refine((value) => (value.endsAt !== undefined) !== (value.addSec !== undefined), {
    message: 'Give either endsAt or addSec',
  });
export type TimerRequest = z.infer<typeof TimerRequestSchema>;

export const ReadyRequestSchema = z.object({ meetingId: IdSchema, ready: z.boolean() });
export type ReadyRequest = z.infer<typeof ReadyRequestSchema>;

/** phaseId: the ideation phase to reveal (default: the latest one started). */
export const RevealRequestSchema = z.object({ meetingId: IdSchema, phaseId: IdSchema.optional() });
export type RevealRequest = z.infer<typeof RevealRequestSchema>;

/** phaseId: an ideation phase, or a later phase (its ideas are those of the latest ideation before it). */
export const IdeasQuerySchema = z.object({ meetingId: IdSchema, phaseId: IdSchema.optional() });
export type IdeasQuery = z.infer<typeof IdeasQuerySchema>;

/**
 * The id a new record takes, made by the client (a random UUID) so that a write sent again (after a lost answer,
 * an outage, a reload) is applied once: the same request again answers the record it made, unchanged. An id in
 * use by anything else is refused (409 CONFLICT).
 */
export const NewIdSchema = z.uuid();

export const SaveIdeaRequestSchema = z.object({
  /** Omit to write a new idea; give it to edit an own idea. */
  id: IdSchema.optional(),
  /** A new idea's id, made by the client (NewIdSchema): sending it again never writes a second idea. */
  newId: NewIdSchema.optional(),
  /** The active ideation phase (required for a new idea). */
  phaseId: IdSchema.optional(),
  text: requiredText(IDEA_MAX_LENGTH),
  /** "Show my name" on this idea (optInNames meetings). Default false. */
  showName: z.boolean().optional(),
});
export type SaveIdeaRequest = z.infer<typeof SaveIdeaRequestSchema>;

/** Hiding asks for a reason (every member sees "hidden by the host: <reason>"); showing again does not. */
export const HideIdeaRequestSchema = z
  .object({
    id: IdSchema,
    hidden: z.boolean().default(true),
    reason: requiredText(HIDE_REASON_MAX_LENGTH).optional(),
  })
  .refine((value) => !value.hidden || value.reason !== undefined, {
    message: 'reason: say why the idea is hidden',
    path: ['reason'],
  });
export type HideIdeaRequest = z.input<typeof HideIdeaRequestSchema>;

/**
 * A theme with its ideas at once (MEETINGS.md's call; the app groups one idea at a time, see MoveIdeaRequest).
 * Without `id`: the ideas join the theme of that name (ignoring case and spaces), or a new one. With `id`: the
 * theme's ideas become `ideaIds` (an idea left out is ungrouped; none left removes the theme) and its title
 * `title` (another theme's name: it joins that theme); `version` is the theme's version as last seen. An idea
 * in another theme is never taken from it. A stale version or an idea now in another theme: 409 CONFLICT,
 * nothing changes.
 */
export const SaveGroupRequestSchema = z
  .object({
    meetingId: IdSchema,
    id: IdSchema.optional(),
    version: z.number().int().min(0).optional(),
    title: Title,
    ideaIds: IdListSchema,
  })
  .refine((value) => value.id === undefined || value.version !== undefined, {
    message: 'version: give the version of the theme as last seen',
    path: ['version'],
  });
export type SaveGroupRequest = z.infer<typeof SaveGroupRequestSchema>;

export const VotesQuerySchema = z.object({ phaseId: IdSchema });

export const SaveVoteRequestSchema = z.object({
  phaseId: IdSchema,
  allocations: z.array(AllocationSchema).max(LIMITS.list),
});
export type SaveVoteRequest = z.infer<typeof SaveVoteRequestSchema>;

export const SaveStanceRequestSchema = z.object({
  proposalId: IdSchema,
  choice: StanceChoiceSchema,
  reason: trimmedText(IDEA_MAX_LENGTH).optional(),
});
export type SaveStanceRequest = z.infer<typeof SaveStanceRequestSchema>;

export const ResultsQuerySchema = z
  .object({ phaseId: IdSchema.optional(), proposalId: IdSchema.optional() })
  .refine((value) => (value.phaseId === undefined) !== (value.proposalId === undefined), {
    message: 'Give either phaseId or proposalId',
  });
export type ResultsQuery = z.infer<typeof ResultsQuerySchema>;

/**
 * With a proposalId, the outcome records that closed consent round (its text, counts and minority report):
 * a decision only when nobody blocked and no objection stands (`objectionsResolved` says the group resolved
 * them), else `noDecision: true` records that the group did not decide. The statement defaults to the
 * proposal's text; without a proposal it is required.
 */
export const SaveOutcomeRequestSchema = z
  .object({
    id: IdSchema.optional(),
    meetingId: IdSchema,
    proposalId: IdSchema.nullable().optional(),
    statement: requiredText(LIMITS.text).optional(),
    reviewOn: Time.nullable().optional(),
    noDecision: z.boolean().optional(),
    objectionsResolved: z.boolean().optional(),
  })
  .refine((value) => value.statement !== undefined || !!value.proposalId, {
    message: 'statement: say what was decided (or give the proposalId it records)',
    path: ['statement'],
  });
export type SaveOutcomeRequest = z.infer<typeof SaveOutcomeRequestSchema>;

/** here: false when the page closes (default true: the heartbeat). */
export const PresenceRequestSchema = z.object({ meetingId: IdSchema, here: z.boolean().default(true) });
export type PresenceRequest = z.input<typeof PresenceRequestSchema>;

/** passed: the current speaker passes instead of speaking. */
export const TurnNextRequestSchema = z.object({ meetingId: IdSchema, passed: z.boolean().optional() });
export type TurnNextRequest = z.infer<typeof TurnNextRequestSchema>;

/** Opens the draft proposal's consent round with the host's text (written, or picked from the top of the tally). */
export const OpenProposalRequestSchema = z.object({
  proposalId: IdSchema,
  statement: requiredText(LIMITS.text),
});
export type OpenProposalRequest = z.infer<typeof OpenProposalRequestSchema>;

/** A new consent round on an amended text, after a block or an objection (the earlier round is kept). */
export const ReviseProposalRequestSchema = OpenProposalRequestSchema;
export type ReviseProposalRequest = OpenProposalRequest;

export const ProposalIdRequestSchema = z.object({ proposalId: IdSchema });
export type ProposalIdRequest = z.infer<typeof ProposalIdRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The summary of an ended meeting (Chorus extension)
// ---------------------------------------------------------------------------------------------

export const ReportIdeaSchema = z.object({
  text: z.string(),
  /** Null unless the author chose to show it. */
  authorName: z.string().nullable(),
});
export type ReportIdea = z.infer<typeof ReportIdeaSchema>;

export const ReportThemeSchema = z.object({ title: z.string(), ideas: z.array(ReportIdeaSchema) });
export type ReportTheme = z.infer<typeof ReportThemeSchema>;

export const ReportVoteSchema = z.object({
  title: z.string(),
  participation: ParticipationSchema,
  /** Dots cast in all. */
  totalPoints: z.number().int(),
  tallies: z.array(TallySchema.pick({ label: true, targetType: true, points: true })),
});
export type ReportVote = z.infer<typeof ReportVoteSchema>;

/** An action item agreed in the meeting (the discuss phases'); owner and due date when given. */
export const ReportActionItemSchema = z.object({
  text: z.string(),
  owner: z.string().nullable(),
  dueOn: z.string().nullable(),
  theme: z.string().nullable(),
});
export type ReportActionItem = z.infer<typeof ReportActionItemSchema>;

/** A note of the discussion, on a theme (its name when the summary was read) or on the meeting (null). */
export const ReportNoteSchema = z.object({ text: z.string(), theme: z.string().nullable() });
export type ReportNote = z.infer<typeof ReportNoteSchema>;

/** An ended meeting as a record: what was said (revealed, not hidden ideas), grouped, voted and decided. */
export const MeetingReportSchema = z.object({
  meetingId: IdSchema,
  title: z.string(),
  goal: z.string(),
  initiativeTitle: z.string(),
  hostName: z.string(),
  startedAt: Time.nullable(),
  endedAt: Time.nullable(),
  participantCount: z.number().int(),
  themes: z.array(ReportThemeSchema),
  /** Ideas in no theme. */
  ungroupedIdeas: z.array(ReportIdeaSchema),
  votes: z.array(ReportVoteSchema),
  /** The discussion's shared notes, oldest first (never who wrote them). */
  notes: z.array(ReportNoteSchema),
  outcomes: z.array(OutcomeSchema),
  actionItems: z.array(ReportActionItemSchema),
});
export type MeetingReport = z.infer<typeof MeetingReportSchema>;
// ---------------------------------------------------------------------------------------------
// Chorus extensions: grouping one idea at a time, and the discussion (docs/meetings.md)
// ---------------------------------------------------------------------------------------------

/** A theme's name as compared: case and white space (and invisible format characters) ignored. */
export const themeKey = (title: string): string =>
  title
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\p{White_Space}\p{Cf}]+/gu, '');

/** A theme's name: required, visible text. Two names are the same theme when equal ignoring case and spaces. */
export const ThemeTitleSchema = requiredText(LIMITS.shortText, 1, 'Name the theme');

/** Every theme of the meeting, with the ideas the viewer may see in each. */
export const GroupsResponseSchema = z.object({
  meetingId: IdSchema,
  groups: z.array(IdeaGroupSchema),
});
export type GroupsResponse = z.infer<typeof GroupsResponseSchema>;

/**
 * Moves one idea, like a sticky note. `fromGroupId` is the theme the client last saw the idea in (null:
 * ungrouped); if it has moved since, 409 CONFLICT and nothing changes. Where to:
 * - `toGroupId`: into that theme;
 * - `toIdeaId` (with `toIdeaGroupId`, that idea's theme as last seen): onto another idea: into its theme,
 *   or, if it has none, into a new theme of both (named `title`, or "Theme N");
 * - `title` alone: into the theme of that name (ignoring case and spaces), or a new one;
 * - none of them: out of its theme (ungrouped).
 */
export const MoveIdeaRequestSchema = z
  .object({
    meetingId: IdSchema,
    ideaId: IdSchema,
    fromGroupId: IdSchema.nullable(),
    toGroupId: IdSchema.optional(),
    toIdeaId: IdSchema.optional(),
    toIdeaGroupId: IdSchema.nullable().optional(),
    title: ThemeTitleSchema.optional(),
  })
  .refine((value) => !(value.toGroupId && (value.toIdeaId || value.title)), {
    message: 'Give toGroupId, or toIdeaId (and a title), or a title',
  });
export type MoveIdeaRequest = z.input<typeof MoveIdeaRequestSchema>;

export const CreateGroupRequestSchema = z.object({ meetingId: IdSchema, title: ThemeTitleSchema });
export type CreateGroupRequest = z.input<typeof CreateGroupRequestSchema>;

/** `version`: the theme's version as last seen (409 CONFLICT if it has changed since). */
export const RenameGroupRequestSchema = z.object({
  id: IdSchema,
  version: z.number().int().min(0),
  title: ThemeTitleSchema,
});
export type RenameGroupRequest = z.input<typeof RenameGroupRequestSchema>;

export const MergeGroupsRequestSchema = z.object({
  id: IdSchema,
  version: z.number().int().min(0),
  intoId: IdSchema,
});
export type MergeGroupsRequest = z.input<typeof MergeGroupsRequestSchema>;

export const DeleteGroupRequestSchema = z.object({ id: IdSchema, version: z.number().int().min(0) });
export type DeleteGroupRequest = z.input<typeof DeleteGroupRequestSchema>;

/** A shared note of the discussion, on a theme (or on the meeting: groupId null). Never its writer. */
export const NoteViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  text: z.string(),
  createdAt: Time,
});
export type NoteView = z.infer<typeof NoteViewSchema>;

/** An action item: what, who (a participant, or nobody yet), by when (YYYY-MM-DD, or null). */
export const ActionItemViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  /** The theme's name when the item was read (null: on the meeting). */
  groupTitle: z.string().nullable(),
  text: z.string(),
  owner: z.object({ id: IdSchema, displayName: z.string() }).nullable(),
  dueOn: z.string().nullable(),
  createdAt: Time,
});
export type ActionItemView = z.infer<typeof ActionItemViewSchema>;

/** GET discussion: the notes and the action items of a meeting, oldest first. */
export const DiscussionSchema = z.object({
  meetingId: IdSchema,
  notes: z.array(NoteViewSchema),
  actionItems: z.array(ActionItemViewSchema),
});
export type Discussion = z.infer<typeof DiscussionSchema>;

export const DiscussionQuerySchema = z.object({ meetingId: IdSchema });

/** Notes and action items: at most 1000 characters. */
export const NOTE_MAX_LENGTH = 1000;

export const SaveNoteRequestSchema = z.object({
  meetingId: IdSchema,
  /** The note's id, made by the client (NewIdSchema): sending it again never writes a second note. */
  newId: NewIdSchema.optional(),
  groupId: IdSchema.nullable(),
  text: requiredText(NOTE_MAX_LENGTH, 1, 'Write the note'),
});
export type SaveNoteRequest = z.input<typeof SaveNoteRequestSchema>;

/** A calendar day, YYYY-MM-DD. */
export const DayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD')
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'Expected a real day' },
  );

export const SaveActionItemRequestSchema = z.object({
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  text: requiredText(NOTE_MAX_LENGTH, 1, 'Say what is to be done'),
  /** A participant of the meeting; null or absent: nobody yet. */
  ownerId: IdSchema.nullable().optional(),
  dueOn: DayStringSchema.nullable().optional(),
});
export type SaveActionItemRequest = z.input<typeof SaveActionItemRequestSchema>;
