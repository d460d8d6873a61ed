import { z } from 'zod';
import { IdSchema } from '../lib/schema';
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
  /**
   * The rota (a Chorus extension): the member whose turn it is to facilitate the next meeting, proposed when one is
   * planned; null before any meeting, or when it is the viewer's turn (who leads by hosting it).
   */
  nextFacilitatorId: IdSchema.nullable().default(null),
});
export type InitiativeDetail = z.infer<typeof InitiativeDetailSchema>;
