import { z } from 'zod';
import { DateStringSchema, IdSchema } from '../lib/schema';
import { frozenMemo } from '../lib/frozenMemo';
import {
  type DecisionMethod,
  IdeaGroupSchema,
  type PhaseMethod,
  PhaseMethodSchema,
  type VoteMethod,
  MeetingLogEntrySchema,
  ActionItemViewSchema,
  ActionStatusSchema,
  IdeaViewSchema,
  MeetingSettingsSchema,
  MeetingSummarySchema,
  MyBallotSchema,
  NoteViewSchema,
  OutcomeSchema,
  PhaseViewSchema,
  ProposalViewSchema,
  TurnViewSchema,
  type PhaseInput,
} from './meetings.schema';

/**
 * The meetings data as stored: plain records, no msw, no store (a real server keeps the same records in
 * PostgreSQL). Each stored schema is derived from the response schema of the contract it feeds: the fields a
 * response computes per viewer are omitted, the fields a response must never carry (author and voter ids,
 * who is ready, who the devil's advocate is) are added. The projections (meetings.projections.ts) decide what
 * each viewer gets back.
 */
const Time = DateStringSchema;

export const StoredMeetingSchema = MeetingSummarySchema.omit({
  initiativeTitle: true,
  hostName: true,
  phaseCount: true,
  viewerRole: true,
  viewerCanContribute: true,
  viewerCanFacilitate: true,
  facilitatorId: true,
}).extend({
  settings: MeetingSettingsSchema,
  /** Who leads the meeting now: null, the host; or the co-host it was handed to. */
  facilitatorId: IdSchema.nullable().default(null),
  /** Never sent, except as viewerAssignment to this very attendee. */
  devilsAdvocateId: IdSchema.nullable(),
  /** The tokens of the guest and the spectator link (null: off). Sent to the host only, as guestLinks. */
  guestToken: z.string().nullable().default(null),
  spectatorToken: z.string().nullable().default(null),
  /** Who joined by the guest link: they take part in this meeting only. */
  guestIds: z.array(IdSchema).default([]),
  /** Who joined by the spectator link: they watch this meeting only. */
  spectatorIds: z.array(IdSchema).default([]),
  /** The breakout groups drawn at the start (user ids; group n is index n - 1). Empty: one room. */
  breakouts: z.array(z.array(IdSchema)).default([]),
  /** When the groups were brought together (null: apart, or never drawn). */
  breakoutsMergedAt: Time.nullable().default(null),
  createdAt: Time,
  updatedAt: Time,
});
export type StoredMeeting = z.infer<typeof StoredMeetingSchema>;

/** What a meeting not started yet holds of a run: nothing (a new meeting, the next of a series). */
export const notStarted = () =>
  ({
    status: 'scheduled',
    facilitatorId: null,
    currentPhaseId: null,
    startedAt: null,
    endedAt: null,
    devilsAdvocateId: null,
    guestToken: null,
    spectatorToken: null,
    guestIds: [],
    spectatorIds: [],
    breakouts: [],
    breakoutsMergedAt: null,
  }) satisfies Partial<StoredMeeting>;

export const StoredPhaseSchema = PhaseViewSchema.omit({
  readyCount: true,
  submittedCount: true,
  eligibleCount: true,
  viewerReady: true,
  viewerSubmitted: true,
  proposal: true,
  earlierProposals: true,
  method: true,
  columns: true,
}).extend({
  /** Never sent: responses carry readyCount only. */
  readyIds: z.array(IdSchema),
  /** Decide and vote phases: how they decide or vote; absent: the default (consent, dots). */
  method: PhaseMethodSchema.optional(),
  /** Write alone phases: the columns its ideas are written in; absent: one list. */
  columns: z.array(z.string()).optional(),
});
export type StoredPhase = z.infer<typeof StoredPhaseSchema>;

export const StoredIdeaSchema = IdeaViewSchema.omit({ isMine: true, authorName: true }).extend({
  /** Never sent. */
  authorId: IdSchema,
  updatedAt: Time,
  /** Why and when the host hid it (absent in records older than moderation traces). */
  hiddenReason: z.string().nullable().optional(),
  hiddenAt: Time.nullable().optional(),
});
export type StoredIdea = z.infer<typeof StoredIdeaSchema>;

/** A group is sent as stored. */
export const StoredGroupSchema = IdeaGroupSchema;
export type StoredGroup = z.infer<typeof StoredGroupSchema>;

export const StoredBallotSchema = MyBallotSchema.pick({ phaseId: true, allocations: true }).extend({
  id: IdSchema,
  meetingId: IdSchema,
  /** Never sent. */
  voterId: IdSchema,
  updatedAt: Time,
  /** Dots returned to the voter when ideas they had voted for were hidden (told to them only). */
  returnedDots: z.number().int().optional(),
});
export type StoredBallot = z.infer<typeof StoredBallotSchema>;

export const StoredProposalSchema = ProposalViewSchema.omit({ closesAt: true, viewerStance: true }).extend({
  closedAt: Time.nullable(),
});
export type StoredProposal = z.infer<typeof StoredProposalSchema>;

/** A stance as stored: the choice and reason a voter sees as their own viewerStance, and who holds it. */
export const StoredStanceSchema = ProposalViewSchema.shape.viewerStance.unwrap().extend({
  id: IdSchema,
  proposalId: IdSchema,
  /** Never sent. */
  voterId: IdSchema,
  updatedAt: Time,
});
export type StoredStance = z.infer<typeof StoredStanceSchema>;

export const StoredTurnSchema = TurnViewSchema.pick({
  phaseId: true,
  currentIndex: true,
  secondsPerTurn: true,
  turnStartedAt: true,
}).extend({
  id: IdSchema,
  meetingId: IdSchema,
  /** User ids in speaking order (the response adds names and statuses). */
  queue: z.array(IdSchema),
  /** Never sent: the response shows `passed` per queue entry. */
  passedIds: z.array(IdSchema),
});
export type StoredTurn = z.infer<typeof StoredTurnSchema>;

/** A note of the discussion, and who wrote it (never sent). */
export const StoredNoteSchema = NoteViewSchema.extend({ authorId: IdSchema });
export type StoredNote = z.infer<typeof StoredNoteSchema>;

/** An action item as stored: its owner by id (the response adds the name), its writer (never sent). */
export const StoredActionItemSchema = ActionItemViewSchema.omit({ owner: true, groupTitle: true }).extend({
  ownerId: IdSchema.nullable(),
  authorId: IdSchema,
  /** What a later meeting of the series made of it (absent in data saved before series: open). */
  status: ActionStatusSchema.default('open'),
  /** The meeting whose review set its status (null while open). */
  reviewedIn: IdSchema.nullable().default(null),
  /** The item this one carries on (a review's `carried`), in an earlier meeting of the series. */
  carriedFrom: IdSchema.nullable().default(null),
});
export type StoredActionItem = z.infer<typeof StoredActionItemSchema>;

/** A new action item's review fields: open, reviewed nowhere, carrying nothing on. */
export const OPEN_ACTION = {
  status: 'open',
  reviewedIn: null,
  carriedFrom: null,
} as const satisfies Pick<StoredActionItem, 'status' | 'reviewedIn' | 'carriedFrom'>;

/** An entry of a meeting's log: who ran which control (the response gives names and titles). */
export const StoredLogEntrySchema = MeetingLogEntrySchema.omit({ actorName: true, subject: true }).extend({
  meetingId: IdSchema,
  /** Null when nobody acted (everyone was ready: advanceWhenReady). */
  actorId: IdSchema.nullable(),
  /** The phase an action opened or worked on, or the person facilitation went to. */
  subjectId: IdSchema.nullable(),
});
export type StoredLogEntry = z.infer<typeof StoredLogEntrySchema>;

export const MeetingsStateSchema = z.object({
  meetings: z.array(StoredMeetingSchema),
  phases: z.array(StoredPhaseSchema),
  ideas: z.array(StoredIdeaSchema),
  groups: z.array(StoredGroupSchema),
  ballots: z.array(StoredBallotSchema),
  proposals: z.array(StoredProposalSchema),
  stances: z.array(StoredStanceSchema),
  turns: z.array(StoredTurnSchema),
  /** The decision logs of every initiative. */
  outcomes: z.array(OutcomeSchema),
  /** The discussions' notes and action items (Chorus extensions). */
  notes: z.array(StoredNoteSchema),
  actionItems: z.array(StoredActionItemSchema),
  /** The meetings' logs of control actions (absent in data saved before it existed). */
  controlLog: z.array(StoredLogEntrySchema).default([]),
});
export type MeetingsState = z.infer<typeof MeetingsStateSchema>;

export function emptyMeetingsState(): MeetingsState {
  return {
    meetings: [],
    phases: [],
    ideas: [],
    groups: [],
    ballots: [],
    proposals: [],
    stances: [],
    turns: [],
    outcomes: [],
    notes: [],
    actionItems: [],
    controlLog: [],
  };
}

/** A phase of an agenda, not started yet (the one way to make one: saving a meeting and the seed). */
export function newPhase(id: string, meetingId: string, order: number, input: PhaseInput): StoredPhase {
  return {
    id,
    meetingId,
    order,
    type: input.type,
    title: input.title,
    prompt: input.prompt,
    timeboxSec: input.timeboxSec,
    status: 'pending',
    startedAt: null,
    endsAt: null,
    closedAt: null,
    revealedAt: null,
    readyIds: [],
    ...methodField(input),
    ...columnsField(input),
  };
}

/** A phase's idea columns as its record keeps them: a Write alone phase's, when it has some (undefined: none). */
export const columnsField = (input: Pick<PhaseInput, 'type' | 'columns'>): { columns?: string[] } => ({
  columns: input.type === 'silentIdeate' && input.columns?.length ? [...input.columns] : undefined,
});

/** A phase's method as its record keeps it: a chosen one named, the default (consent, dots) absent. */
export const methodField = (input: Pick<PhaseInput, 'type' | 'method'>): { method?: PhaseMethod } =>
  (input.type === 'decide' && input.method === 'gradients') ||
  (input.type === 'vote' && input.method === 'score')
    ? { method: input.method }
    : {};

/** How a decide phase decides (consent unless its agenda chose gradients of agreement). */
export const methodOf = (phase: Pick<StoredPhase, 'method'>): DecisionMethod =>
  phase.method === 'gradients' ? 'gradients' : 'consent';

/** How a vote phase votes (dots unless its agenda chose a score vote). */
export const voteMethodOf = (phase: Pick<StoredPhase, 'method'>): VoteMethod =>
  phase.method === 'score' ? 'score' : 'dots';

/** A phase's method as its view says it: a decide or vote phase's, null for the others. */
export const phaseMethodOf = (phase: Pick<StoredPhase, 'type' | 'method'>): PhaseMethod | null =>
  phase.type === 'decide' ? methodOf(phase) : phase.type === 'vote' ? voteMethodOf(phase) : null;

/** The phases of a meeting, in agenda order. */
export const phasesOf = (state: MeetingsState, meetingId: string): readonly StoredPhase[] =>
  Object.isFrozen(state.phases)
    ? (phasesByMeeting(state.phases).get(meetingId) ?? [])
    : state.phases.filter((phase) => phase.meetingId === meetingId).sort((a, b) => a.order - b.order);

/** Every meeting's phases in agenda order, once per frozen load (frozenMemo). */
const phasesByMeeting = frozenMemo((phases: readonly StoredPhase[]) => {
  const byMeeting = new Map<string, StoredPhase[]>();
  for (const phase of phases) {
    const list = byMeeting.get(phase.meetingId);
    if (list) list.push(phase);
    else byMeeting.set(phase.meetingId, [phase]);
  }
  for (const list of byMeeting.values()) Object.freeze(list.sort((a, b) => a.order - b.order));
  return byMeeting as ReadonlyMap<string, readonly StoredPhase[]>;
});

/** Who may run the meeting's controls: the host, then the co-hosts in the host's order. */
export const facilitatorsOf = (meeting: StoredMeeting): string[] => [meeting.hostId, ...meeting.coHostIds];

/** Who leads the meeting now: the host, unless facilitation was handed to a co-host. */
export const facilitatorOf = (meeting: StoredMeeting): string => meeting.facilitatorId ?? meeting.hostId;

/** The host first, then the attendees, then the guests: everyone who may contribute (read only: shared). */
export const participantsOf: (meeting: StoredMeeting) => readonly string[] = frozenMemo((meeting) =>
  Object.freeze([...new Set([meeting.hostId, ...meeting.attendeeIds, ...meeting.guestIds])]),
);

/** participantsOf as a set (read only: shared). */
export const participantSetOf: (meeting: StoredMeeting) => ReadonlySet<string> = frozenMemo(
  (meeting) => new Set(participantsOf(meeting)),
);

/** Everyone who joined the meeting by one of its links (guests and spectators). */
export const guestsOf = (meeting: StoredMeeting): string[] => [...meeting.guestIds, ...meeting.spectatorIds];

/**
 * The record of `state` (of any collection) with this id, if any: a client-made id (NewIdSchema) must be new, or
 * be the record an earlier send of the same request made.
 */
export function recordWithId(
  state: MeetingsState,
  id: string,
): { collection: keyof MeetingsState; record: unknown } | null {
  for (const [collection, records] of Object.entries(state) as [keyof MeetingsState, unknown[]][]) {
    const record = records.find((entry) => (entry as { id?: unknown }).id === id);
    if (record) return { collection, record };
  }
  return null;
}

/** A presence heartbeat (a Chorus extension, meetings.presence.ts): ephemeral, never in a snapshot. */
export interface PresenceEntry {
  meetingId: string;
  userId: string;
  /** Epoch milliseconds of the last heartbeat. */
  seenAt: number;
  /**
   * Epoch milliseconds of the first heartbeat of this stretch of presence (who has been here longest takes the
   * lead over first); absent in entries written before it was kept: their seenAt.
   */
  since?: number;
}
