import { z } from 'zod';
import { defineStore } from '../lib/db';
import { DateStringSchema, IdSchema } from '../lib/schema';
import { InitiativeStatusSchema } from './initiatives.schema';
import { seedInitiatives } from './initiatives.seed';

/** An initiative as stored: the derived counts and member profiles are computed per response. */
export const StoredInitiativeSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  status: InitiativeStatusSchema,
  ownerId: IdSchema,
  /** Always includes the owner. */
  memberIds: z.array(IdSchema),
  createdAt: DateStringSchema,
  updatedAt: DateStringSchema,
});
export type StoredInitiative = z.infer<typeof StoredInitiativeSchema>;

export const InitiativesStateSchema = z.object({ initiatives: z.array(StoredInitiativeSchema) });
export type InitiativesState = z.infer<typeof InitiativesStateSchema>;

export const initiativesStore = defineStore<InitiativesState>({
  name: 'initiatives',
  seed: seedInitiatives,
  schema: InitiativesStateSchema,
});

export { isMember } from './initiatives.rules';
