import { z } from 'zod';
import { defineStore } from '../lib/db';
import { BoardSchema } from './scrumboard.schema';
import { seedScrumboard } from './scrumboard.seed';

export const ScrumboardStateSchema = z.object({ boards: z.array(BoardSchema) });
export type ScrumboardState = z.infer<typeof ScrumboardStateSchema>;

export const scrumboardStore = defineStore<ScrumboardState>({
  name: 'scrumboard',
  seed: seedScrumboard,
  schema: ScrumboardStateSchema,
});
