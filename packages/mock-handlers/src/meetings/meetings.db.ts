import { z } from 'zod';
import { defineStore } from '../lib/db';
import { DateStringSchema, IdSchema } from '../lib/schema';
import {
  AllocationSchema,
  MeetingSettingsSchema,
  MeetingStatusSchema,
  MeetingTemplateSchema,
  OutcomeSchema,
  PhaseStatusSchema,
  PhaseTypeSchema,
  StanceChoiceSchema,
} from './meetings.schema';
import { seedMeetings } from './meetings.seed';

/**
 * The meetings store. Stored records hold what responses must never carry (author and voter ids,
 * who is ready, who the devil's advocate is); the views in meetings.views.ts decide what each viewer gets.
 */
const Time = DateStringSchema;

export const StoredMeetingSchema = z.object({
  id: IdSchema,
  initiativeId: IdSchema,
  title: z.string(),
  goal: z.string(),
  hostId: IdSchema,
  attendeeIds: z.array(IdSchema),
  scheduledAt: Time,
  durationMin: z.number().int(),
  status: MeetingStatusSchema,
  template: MeetingTemplateSchema,
  currentPhaseId: IdSchema.nullable(),
  startedAt: Time.nullable(),
  endedAt: Time.nullable(),
  settings: MeetingSettingsSchema,
  /** Never sent, except as viewerAssignment to this very attendee. */
  devilsAdvocateId: IdSchema.nullable(),
  createdAt: Time,
  updatedAt: Time,
});
export type StoredMeeting = z.infer<typeof StoredMeetingSchema>;

export const StoredPhaseSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  order: z.number().int(),
  type: PhaseTypeSchema,
  title: z.string(),
  prompt: z.string(),
  timeboxSec: z.number().int().nullable(),
  status: PhaseStatusSchema,
  startedAt: Time.nullable(),
  endsAt: Time.nullable(),
  closedAt: Time.nullable(),
  revealedAt: Time.nullable(),
  /** Never sent: responses carry readyCount only. */
  readyIds: z.array(IdSchema),
});
export type StoredPhase = z.infer<typeof StoredPhaseSchema>;

export const StoredIdeaSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  /** Never sent. */
  authorId: IdSchema,
  text: z.string(),
  showName: z.boolean(),
  groupId: IdSchema.nullable(),
  hidden: z.boolean(),
  createdAt: Time,
  updatedAt: Time,
});
export type StoredIdea = z.infer<typeof StoredIdeaSchema>;

export const StoredGroupSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  title: z.string(),
  ideaIds: z.array(IdSchema),
  order: z.number().int(),
});
export type StoredGroup = z.infer<typeof StoredGroupSchema>;

export const StoredBallotSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  /** Never sent. */
  voterId: IdSchema,
  allocations: z.array(AllocationSchema),
  updatedAt: Time,
});
export type StoredBallot = z.infer<typeof StoredBallotSchema>;

export const StoredProposalSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  statement: z.string(),
  status: z.enum(['open', 'closed']),
  closedAt: Time.nullable(),
});
export type StoredProposal = z.infer<typeof StoredProposalSchema>;

export const StoredStanceSchema = z.object({
  id: IdSchema,
  proposalId: IdSchema,
  /** Never sent. */
  voterId: IdSchema,
  choice: StanceChoiceSchema,
  reason: z.string().nullable(),
  updatedAt: Time,
});
export type StoredStance = z.infer<typeof StoredStanceSchema>;

export const StoredTurnSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  phaseId: IdSchema,
  queue: z.array(IdSchema),
  currentIndex: z.number().int(),
  passedIds: z.array(IdSchema),
  secondsPerTurn: z.number().int(),
  turnStartedAt: Time.nullable(),
});
export type StoredTurn = z.infer<typeof StoredTurnSchema>;

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
});
export type MeetingsState = z.infer<typeof MeetingsStateSchema>;

export const meetingsStore = defineStore<MeetingsState>({
  name: 'meetings',
  seed: seedMeetings,
  schema: MeetingsStateSchema,
});

/** The phases of a meeting, in agenda order. */
export const phasesOf = (meetingId: string): StoredPhase[] =>
  meetingsStore.state.phases
    .filter((phase) => phase.meetingId === meetingId)
    .sort((a, b) => a.order - b.order);

/** The host first, then the attendees: everyone who may contribute. */
export const participantsOf = (meeting: StoredMeeting): string[] => [
  ...new Set([meeting.hostId, ...meeting.attendeeIds]),
];
