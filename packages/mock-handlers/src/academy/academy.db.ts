import { defineStore } from '../lib/db';
import { type AcademyState, AcademyStateSchema } from './academy.schema';
import { seedAcademy } from './academy.seed';

export const academyStore = defineStore<AcademyState>({
  name: 'academy',
  seed: seedAcademy,
  schema: AcademyStateSchema,
});
