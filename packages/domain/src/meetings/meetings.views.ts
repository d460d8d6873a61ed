import { z } from 'zod';
import { PersonSchema } from '../auth/auth.people';
import { IdSchema } from '../lib/schema';
import { Time } from './meetings.fields';
import {
  type DecisionMethod,
  DecisionMethodSchema,
  MeetingErrorSchema,
  PhaseMethodSchema,
  MeetingSettingsSchema,
  MeetingStatusSchema,
  RecurrenceSchema,
  MeetingTemplateSchema,
  PhaseStatusSchema,
  PhaseTypeSchema,
  ViewerRoleSchema,
} from './meetings.settings';

/** The meetings contract: the responses, each scoped to its viewer (what they may see and nothing more). */

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

export const ConsentChoiceSchema = z.enum(['agree', 'abstain', 'object', 'block']);
export type ConsentChoice = z.infer<typeof ConsentChoiceSchema>;

/**
 * The gradients of agreement (Sam Kaner's scale), from whole-hearted endorsement to veto: a decide phase with
 * method `gradients` takes these instead of the four consent stances.
 */
export const GRADIENT_LEVELS = [
  'endorse',
  'agreeMinor',
  'reservations',
  'abstain',
  'discuss',
  'dislike',
  'disagree',
  'veto',
] as const;
export const GradientLevelSchema = z.enum(GRADIENT_LEVELS);
export type GradientLevel = z.infer<typeof GradientLevelSchema>;

/** A stance: one of the consent choices, or a gradient of agreement (`abstain` is both). */
export const StanceChoiceSchema = z.enum([
  'agree',
  'abstain',
  'object',
  'block',
  'endorse',
  'agreeMinor',
  'reservations',
  'discuss',
  'dislike',
  'disagree',
  'veto',
]);
export type StanceChoice = z.infer<typeof StanceChoiceSchema>;

/** The stances a decide phase takes, by its method, in the order they are offered. */
export const STANCE_CHOICES: Record<DecisionMethod, readonly StanceChoice[]> = {
  consent: ConsentChoiceSchema.options,
  gradients: GRADIENT_LEVELS,
};

/**
 * How a gradient of agreement reads as consent, for the decision's rules (quorum, dissent, revision): support,
 * even with reservations or despite disliking it, agrees; a call for more discussion and a serious disagreement
 * object (the group resolves them or revises); a veto blocks.
 */
const CONSENT_READING: Record<StanceChoice, ConsentChoice> = {
  agree: 'agree',
  abstain: 'abstain',
  object: 'object',
  block: 'block',
  endorse: 'agree',
  agreeMinor: 'agree',
  reservations: 'agree',
  discuss: 'object',
  dislike: 'agree',
  disagree: 'object',
  veto: 'block',
};
export const consentReading = (choice: StanceChoice): ConsentChoice => CONSENT_READING[choice];

/** Whether a stance is dissent that needs a reason under dissentReasonRequired and joins the minority report. */
export const isDissent = (choice: StanceChoice): boolean => {
  const reading = consentReading(choice);
  return reading === 'object' || reading === 'block';
};

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
  /** Write alone phases: the columns its ideas are written in (empty: one list). */
  columns: z.array(z.string()).default([]),
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
  /**
   * How the phase decides or votes: a decide phase `consent` or `gradients` (of agreement), a vote phase `dots` or
   * `score`; null for the other phases.
   */
  method: PhaseMethodSchema.nullable().default(null),
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

/** How many took each gradient of agreement (never who). */
export const GradientCountsSchema = z.object({
  endorse: z.number().int(),
  agreeMinor: z.number().int(),
  reservations: z.number().int(),
  abstain: z.number().int(),
  discuss: z.number().int(),
  dislike: z.number().int(),
  disagree: z.number().int(),
  veto: z.number().int(),
});
export type GradientCounts = z.infer<typeof GradientCountsSchema>;

/**
 * One reason of the anonymous minority report, marked as an objection or a block (consent), or with its level among
 * the lowest gradients of agreement (more discussion needed, serious disagreement, veto).
 */
export const MinorityReasonSchema = z.object({
  choice: z.enum(['object', 'block', 'discuss', 'disagree', 'veto']),
  reason: z.string(),
});
export type MinorityReason = z.infer<typeof MinorityReasonSchema>;

/** A consent round as the decision log keeps it: its text, its counts and its anonymous minority report. */
export const ConsentRoundSchema = z.object({
  round: z.number().int().min(1),
  statement: z.string(),
  /** The consent reading of the stances (a gradients round's levels read as agree, abstain, object or block). */
  counts: StanceCountsSchema,
  /** A gradients-of-agreement round: how many took each of the eight levels (absent for a consent round). */
  gradients: GradientCountsSchema.optional(),
  minorityReport: z.array(MinorityReasonSchema).default([]),
});
export type ConsentRound = z.infer<typeof ConsentRoundSchema>;

/** The record of a consent decision: the last round, and the rounds before it (revised after dissent). */
/**
 * A consent round's quorum (settings.quorum, a Chorus extension): how many stances it needed and how many it had. A
 * round short of it records no decision ("quorum not met").
 */
export const QuorumSchema = z.object({ needed: z.number().int(), stances: z.number().int() });
export type Quorum = z.infer<typeof QuorumSchema>;

export const ConsentRecordSchema = ConsentRoundSchema.extend({
  earlierRounds: z.array(ConsentRoundSchema),
  /** The last round's quorum, when the meeting had one (absent otherwise). */
  quorum: QuorumSchema.optional(),
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
  /** Attendees the host named to run the meeting's controls beside them (a Chorus extension). */
  coHostIds: z.array(IdSchema).default([]),
  /** Who leads the meeting now: the host, or the co-host it was handed to (a Chorus extension). */
  facilitatorId: IdSchema,
  /** The viewer is the host or a co-host: they may run the meeting's controls. */
  viewerCanFacilitate: z.boolean().default(false),
  /** The series the meeting belongs to (a Chorus extension, issue 35): the id its meetings share; null: none. */
  seriesId: IdSchema.nullable().default(null),
  /** How often it recurs: when it ends, the next meeting of the series is scheduled (null: it does not). */
  recurrence: RecurrenceSchema.nullable().default(null),
});
export type MeetingSummary = z.infer<typeof MeetingSummarySchema>;

/**
 * What the meeting's log records (a Chorus extension): each control action, by whom. `autoAdvance`: the phase
 * moved on by itself because everyone was ready (advanceWhenReady); `handOff`: facilitation was handed to
 * someone; `takeOver`: a co-host took it over while the facilitator was away; `bringTogether`: the breakout groups'
 * boards became one (detail: how many themes of the same name joined).
 */
export const MeetingLogActionSchema = z.enum([
  'start',
  'advance',
  'autoAdvance',
  'reveal',
  'timer',
  'hide',
  'unhide',
  'proposalOpen',
  'proposalClose',
  'proposalRevise',
  'handOff',
  'takeOver',
  'bringTogether',
  'end',
]);
export type MeetingLogAction = z.infer<typeof MeetingLogActionSchema>;

/**
 * An entry of the meeting's log, as every member sees it: who acted (null when nobody did: the room moved on
 * by itself), on what (the phase's title, or the person facilitation went to) and why (a hide's reason). Never
 * which idea, nor whose.
 */
export const MeetingLogEntrySchema = z.object({
  id: IdSchema,
  at: Time,
  action: MeetingLogActionSchema,
  actorName: z.string().nullable(),
  subject: z.string().nullable(),
  detail: z.string().nullable(),
});
export type MeetingLogEntry = z.infer<typeof MeetingLogEntrySchema>;

/** A guest link's kind: a guest takes part (writes, votes); a spectator watches (a Chorus extension, issue 34). */
export const GuestKindSchema = z.enum(['guest', 'spectator']);
export type GuestKind = z.infer<typeof GuestKindSchema>;

/** The meeting's guest links as the host sees them: each link's token, null while it is off. */
export const GuestLinksSchema = z.object({ guest: z.string().nullable(), spectator: z.string().nullable() });
export type GuestLinks = z.infer<typeof GuestLinksSchema>;

/** What a guest link opens, shown before joining (to whoever holds the link). */
export const GuestLinkViewSchema = z.object({
  meetingTitle: z.string(),
  hostName: z.string(),
  kind: GuestKindSchema,
  status: MeetingStatusSchema,
});
export type GuestLinkView = z.infer<typeof GuestLinkViewSchema>;

/** A guest's session: their account (a name only) and the token that opens their one meeting. */
export const GuestSessionSchema = z.object({
  access_token: z.string(),
  meetingId: IdSchema,
  kind: GuestKindSchema,
  user: z.object({ uid: IdSchema, displayName: z.string() }),
});
export type GuestSession = z.infer<typeof GuestSessionSchema>;

/** A trace of moderation every member sees: "2 ideas hidden by the host: off-topic" (never which, nor whose). */
export const ModerationTraceSchema = z.object({ reason: z.string(), count: z.number().int() });
export type ModerationTrace = z.infer<typeof ModerationTraceSchema>;

/** A breakout group as every member sees it: who is in it, and how many of them are here, ready and have written. */
export const BreakoutViewSchema = z.object({
  /** From 1. */
  number: z.number().int().min(1),
  memberIds: z.array(IdSchema),
  hereCount: z.number().int(),
  /** Ready in the running phase. */
  readyCount: z.number().int(),
  /** Have written in the running writing phase (null in any other phase). Never who. */
  submittedCount: z.number().int().nullable(),
});
export type BreakoutView = z.infer<typeof BreakoutViewSchema>;

/** A meeting's breakout groups (a Chorus extension, issue 34). */
export const BreakoutsViewSchema = z.object({
  /** The groups work apart now (false once brought together). */
  apart: z.boolean(),
  /** When they were brought together, if they were. */
  mergedAt: Time.nullable(),
  /** The viewer's group (null: in none, e.g. watching). */
  viewerBreakout: z.number().int().nullable(),
  groups: z.array(BreakoutViewSchema),
});
export type BreakoutsView = z.infer<typeof BreakoutsViewSchema>;

export const MeetingDetailSchema = MeetingSummarySchema.extend({
  settings: MeetingSettingsSchema,
  /** The host and the attendees, with who is here now and who is ready. */
  participants: z.array(ParticipantSchema),
  /**
   * Members who have the meeting open without taking part (spectators, a Chorus extension): they see what members
   * see, never write or vote, and count in no submission, eligibility or small-group rule.
   */
  watching: z.array(PersonSchema).default([]),
  phases: z.array(PhaseViewSchema),
  /** The queue of the current (or last) round-robin phase, if any. */
  turn: TurnViewSchema.nullable(),
  /** Set only on the devil's advocate's own response. */
  viewerAssignment: ViewerAssignmentSchema.nullable(),
  /** Outcomes recorded from this meeting. */
  outcomes: z.array(OutcomeSchema),
  /** The ideas the host has hidden, counted per reason, in the order first hidden (every member sees it). */
  moderation: z.array(ModerationTraceSchema),
  /** The viewer leads the meeting now (a Chorus extension). */
  viewerLeads: z.boolean().default(false),
  /**
   * The facilitator is away and the viewer is the one who may take the lead over: the first of the host and the
   * co-hosts (in the host's order) who has the meeting open (a Chorus extension).
   */
  viewerCanTakeOver: z.boolean().default(false),
  /** Who ran the meeting's controls, oldest first (a Chorus extension, every member sees it). */
  log: z.array(MeetingLogEntrySchema).default([]),
  /** The participants and watchers who joined by a guest link (a Chorus extension). */
  guestIds: z.array(IdSchema).default([]),
  /** The meeting's guest links: to the host only (null for everyone else). */
  guestLinks: GuestLinksSchema.nullable().default(null),
  /** The viewer joined by a guest link: this meeting is all they see. */
  viewerIsGuest: z.boolean().default(false),
  /** The breakout groups, once drawn (null: one room). */
  breakouts: BreakoutsViewSchema.nullable().default(null),
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
  /** While breakout groups work apart: the group whose board it is on (its author's). Absent otherwise. */
  breakout: z.number().int().optional(),
  /** The column of its phase it was written in (0-based); null: the phase has none. */
  column: z.number().int().nullable().default(null),
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
  /** While breakout groups work apart: the group whose board it is on. Absent (or null) on the one board. */
  breakout: z.number().int().nullable().optional(),
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
  /** An idea id, a group id, or a stance choice (consent results). Score votes: points is the sum of the scores. */
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
  /** Score votes: the mean score of those who scored it (null when nobody did), and how many gave each score 0…5. */
  mean: z.number().nullable().optional(),
  distribution: z.array(z.number().int()).optional(),
});
export type Tally = z.infer<typeof TallySchema>;

export const ResultsSchema = z.object({
  kind: z.enum(['dotVote', 'scoreVote', 'consent']),
  /** A decision's method: `gradients` tallies the eight levels (in their order) instead of the four stances. */
  method: DecisionMethodSchema.default('consent'),
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
