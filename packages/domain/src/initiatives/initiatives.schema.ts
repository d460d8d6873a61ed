import { z } from 'zod';
import { DateStringSchema, IdSchema, LIMITS, requiredText, trimmedText, visibleText } from '../lib/schema';
import { PersonSchema } from '../auth/auth.people';

/**
 * The initiatives contract (MEETINGS.md): an initiative groups meetings and their decision log.
 * Only members see an initiative (non-members get 404 and never find it in a list). No msw here.
 * Errors share the meetings error codes (MEETING_ERROR_CODES).
 */

export { initiativePaths } from './initiatives.paths';

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
  /** When the earliest scheduled meeting still to come starts; null when none (a live meeting is `liveMeeting`). */
  nextMeetingAt: DateStringSchema.nullable(),
  /** The meeting running now (Chorus extension), for "Live now: join"; null when none is live. */
  liveMeeting: z.object({ id: IdSchema, title: z.string() }).nullable(),
  /** Outcomes whose review date is today or later (decisions still open to review). */
  openDecisionCount: z.number().int(),
  /** The viewer owns it (may edit and delete it). */
  viewerIsOwner: z.boolean(),
});
export type InitiativeSummary = z.infer<typeof InitiativeSummarySchema>;

/**
 * An invitation as its host sees it: the e-mail they typed, and "pending" until the person accepts (then they
 * are a member and the invitation is gone). A decline is not reported, so nothing here tells whether the e-mail
 * has an account.
 */
export const SentInvitationSchema = z.object({
  id: IdSchema,
  email: z.string(),
  status: z.literal('pending'),
  invitedAt: DateStringSchema,
});
export type SentInvitation = z.infer<typeof SentInvitationSchema>;

/** An invitation as its invitee sees it: only what deciding needs (no members, no meetings, no e-mail). */
export const MyInvitationSchema = z.object({
  id: IdSchema,
  initiativeId: IdSchema,
  initiativeTitle: z.string(),
  hostName: z.string(),
  invitedAt: DateStringSchema,
});
export type MyInvitation = z.infer<typeof MyInvitationSchema>;

export const InitiativesQuerySchema = z.object({
  status: InitiativeStatusSchema.optional(),
  /** Case-insensitive search in title and description. */
  q: z.string().max(LIMITS.shortText).optional(),
});
export type InitiativesQuery = z.infer<typeof InitiativesQuerySchema>;

export const InitiativeQuerySchema = z.object({ id: IdSchema });

/** An e-mail address to invite: invisible characters trimmed, compared without case. */
export const InviteEmailSchema = z
  .string()
  .max(LIMITS.shortText)
  .transform((value) => visibleText(value).toLowerCase())
  .pipe(z.email('Please enter a valid email'));

/** At most this many invitations wait on one initiative (409 beyond). */
export const MAX_PENDING_INVITATIONS = 100;

/**
 * Create (no id; hosts only) or update (the owner). The owner is always a member; nobody else becomes one
 * without accepting an invitation: `invite` sends invitations (an e-mail already invited is left as it is),
 * and members join, leave or are removed through the invitation and member calls, one change at a time.
 */
export const SaveInitiativeRequestSchema = z.object({
  id: IdSchema.optional(),
  title: requiredText(LIMITS.shortText),
  description: trimmedText(LIMITS.text).default(''),
  status: InitiativeStatusSchema.default('active'),
  invite: z.array(InviteEmailSchema).max(MAX_PENDING_INVITATIONS).default([]),
});
export type SaveInitiativeRequest = z.input<typeof SaveInitiativeRequestSchema>;

export const DeleteInitiativeRequestSchema = z.object({ id: IdSchema });
export type DeleteInitiativeRequest = z.infer<typeof DeleteInitiativeRequestSchema>;

export const InviteRequestSchema = z.object({ initiativeId: IdSchema, email: InviteEmailSchema });
export type InviteRequest = z.input<typeof InviteRequestSchema>;

/** Withdraw, accept or decline one invitation. */
export const InvitationRequestSchema = z.object({ id: IdSchema });
export type InvitationRequest = z.infer<typeof InvitationRequestSchema>;

/** The viewer leaves an initiative. */
export const LeaveInitiativeRequestSchema = z.object({ id: IdSchema });

export const RemoveMemberRequestSchema = z.object({ initiativeId: IdSchema, userId: IdSchema });
export type RemoveMemberRequest = z.infer<typeof RemoveMemberRequestSchema>;
