import { z } from 'zod';
import { DateStringSchema, IdSchema } from '../lib/schema';
import { InitiativeSummarySchema } from './initiatives.schema';

/**
 * The initiatives data as stored: plain records (no msw, no store). An initiative is stored as its summary
 * without what each response computes (counts, member profiles).
 */
export const StoredInitiativeSchema = InitiativeSummarySchema.pick({
  id: true,
  title: true,
  description: true,
  status: true,
  ownerId: true,
  /** Always includes the owner. */
  memberIds: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  /**
   * The initiative's own meeting templates (absent: none). The meetings floor reads and writes them
   * (meetings.ownTemplates.ts, OwnTemplateSchema); an initiative only carries them.
   */
  templates: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type StoredInitiative = z.infer<typeof StoredInitiativeSchema>;

/**
 * An invitation to an initiative, by e-mail. `inviteeId` is the account it is for: set when it is sent if an
 * account has the e-mail, or when that person registers. A declined invitation stays (its host still sees it
 * pending, so a decline tells nothing about the e-mail) but no longer shows to the invitee; accepting removes it.
 */
export const StoredInvitationSchema = z.object({
  id: IdSchema,
  initiativeId: IdSchema,
  /** Lower case, trimmed. */
  email: z.string(),
  invitedBy: IdSchema,
  inviteeId: IdSchema.nullable(),
  declined: z.boolean(),
  createdAt: DateStringSchema,
});
export type StoredInvitation = z.infer<typeof StoredInvitationSchema>;

export const InitiativesStateSchema = z.object({
  initiatives: z.array(StoredInitiativeSchema),
  /** Added with invitations: a store saved before them reads as none. */
  invitations: z.array(StoredInvitationSchema).default([]),
});
export type InitiativesState = z.infer<typeof InitiativesStateSchema>;
