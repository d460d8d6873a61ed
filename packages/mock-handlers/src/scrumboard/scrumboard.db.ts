import { defineStore } from '../lib/db';
import { type ScrumboardState, ScrumboardStateSchema } from './scrumboard.schema';
import { seedScrumboard } from './scrumboard.seed';

export const scrumboardStore = defineStore<ScrumboardState>({
  name: 'scrumboard',
  seed: seedScrumboard,
  schema: ScrumboardStateSchema,
});
