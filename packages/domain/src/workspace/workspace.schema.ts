import { z } from 'zod';
import { InitiativeSummarySchema, SentInvitationSchema } from '../initiatives/initiatives.schema';
import { MeetingSummarySchema, OutcomeSchema } from '../meetings/meetings.schema';

/**
 * What a member sees of an initiative with its meetings: the page of one initiative (its meetings and decision
 * log). The floor above initiatives and meetings: both stand on their own, this folder puts them side by side
 * (the initiative's views, its endpoints, and invitations, which change a member's meetings).
 */

export const InitiativeDetailSchema = InitiativeSummarySchema.extend({
  /** Newest scheduled first, then by date descending. */
  meetings: z.array(MeetingSummarySchema),
  /** The decision log: every outcome of its meetings, newest first. */
  outcomes: z.array(OutcomeSchema),
  /** The pending invitations, for the owner; empty for everyone else (members never see who was invited). */
  invitations: z.array(SentInvitationSchema),
});
export type InitiativeDetail = z.infer<typeof InitiativeDetailSchema>;
