import { defineStore } from '../lib/db';
import { type InitiativesState, InitiativesStateSchema } from './initiatives.records';
import { seedInitiatives } from './initiatives.seed';

export {
  type InitiativesState,
  InitiativesStateSchema,
  type StoredInitiative,
  StoredInitiativeSchema,
} from './initiatives.records';
export { isMember } from './initiatives.rules';

export const initiativesStore = defineStore<InitiativesState>({
  name: 'initiatives',
  seed: seedInitiatives,
  schema: InitiativesStateSchema,
});
