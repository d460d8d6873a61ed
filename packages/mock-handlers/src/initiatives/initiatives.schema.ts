import { z } from 'zod';
import { DateStringSchema, IdListSchema, IdSchema, LIMITS, requiredText, trimmedText } from '../lib/schema';
import { MeetingSummarySchema, OutcomeSchema, PersonSchema } from '../meetings/meetings.schema';

/**
 * The initiatives contract (MEETINGS.md): an initiative groups meetings and their decision log.
 * Only members see an initiative (non-members get 404 and never find it in a list). No msw here.
 * Errors share the meetings error codes (MEETING_ERROR_CODES).
 */

const base = '/api/initiatives';
export const initiativePaths = {
  /** GET ?status=&q= → InitiativeSummary[] (the viewer's initiatives) */
  items: `${base}/items`,
  /** GET ?id= → InitiativeDetail */
  item: `${base}/item`,
  /** POST SaveInitiativeRequest → InitiativeDetail (hosts create; the owner updates) */
  save: `${base}/item/save`,
  /** POST {id} → {id} (the owner; 409 while one of its meetings is live) */
  delete: `${base}/item/delete`,
} as const;

export const InitiativeStatusSchema = z.enum(['active', 'archived']);
export type InitiativeStatus = z.infer<typeof InitiativeStatusSchema>;

export const InitiativeSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  status: InitiativeStatusSchema,
  ownerId: IdSchema,
  memberIds: z.array(IdSchema),
  members: z.array(PersonSchema),
  createdAt: DateStringSchema,
  updatedAt: DateStringSchema,
  meetingCount: z.number().int(),
  /** The earliest scheduled meeting still to come, or a live one; null when none. */
  nextMeetingAt: DateStringSchema.nullable(),
  /** Outcomes whose review date is today or later (decisions still open to review). */
  openDecisionCount: z.number().int(),
  /** The viewer owns it (may edit and delete it). */
  viewerIsOwner: z.boolean(),
});
export type InitiativeSummary = z.infer<typeof InitiativeSummarySchema>;

export const InitiativeDetailSchema = InitiativeSummarySchema.extend({
  /** Newest scheduled first, then by date descending. */
  meetings: z.array(MeetingSummarySchema),
  /** The decision log: every outcome of its meetings, newest first. */
  outcomes: z.array(OutcomeSchema),
});
export type InitiativeDetail = z.infer<typeof InitiativeDetailSchema>;

export const InitiativesQuerySchema = z.object({
  status: InitiativeStatusSchema.optional(),
  /** Case-insensitive search in title and description. */
  q: z.string().max(LIMITS.shortText).optional(),
});
export type InitiativesQuery = z.infer<typeof InitiativesQuerySchema>;

export const InitiativeQuerySchema = z.object({ id: IdSchema });

/** Create (no id; hosts only) or update (the owner). The owner is always a member. */
export const SaveInitiativeRequestSchema = z.object({
  id: IdSchema.optional(),
  title: requiredText(LIMITS.shortText),
  description: trimmedText(LIMITS.text).default(''),
  status: InitiativeStatusSchema.default('active'),
  memberIds: IdListSchema.default([]),
});
export type SaveInitiativeRequest = z.input<typeof SaveInitiativeRequestSchema>;

export const DeleteInitiativeRequestSchema = z.object({ id: IdSchema });
export type DeleteInitiativeRequest = z.infer<typeof DeleteInitiativeRequestSchema>;
