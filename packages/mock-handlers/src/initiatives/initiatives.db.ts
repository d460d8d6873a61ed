import { defineStore } from '../lib/db';
import { type InitiativesState, InitiativesStateSchema, seedInitiatives } from '@chorus/domain';

export {
  type InitiativesState,
  InitiativesStateSchema,
  type StoredInitiative,
  StoredInitiativeSchema,
} from '@chorus/domain';
export { isMember } from '@chorus/domain';

export const initiativesStore = defineStore<InitiativesState>({
  name: 'initiatives',
  seed: seedInitiatives,
  schema: InitiativesStateSchema,
});
