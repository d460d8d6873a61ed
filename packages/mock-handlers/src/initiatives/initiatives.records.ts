import { z } from 'zod';
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
});
export type StoredInitiative = z.infer<typeof StoredInitiativeSchema>;

export const InitiativesStateSchema = z.object({ initiatives: z.array(StoredInitiativeSchema) });
export type InitiativesState = z.infer<typeof InitiativesStateSchema>;
