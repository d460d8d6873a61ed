import { z } from 'zod';
import { defineStore } from '../lib/db';
import { CourseCategorySchema, CourseSchema } from './academy.schema';
import { seedAcademy } from './academy.seed';

export const AcademyStateSchema = z.object({
  categories: z.array(CourseCategorySchema),
  courses: z.array(CourseSchema),
});
export type AcademyState = z.infer<typeof AcademyStateSchema>;

export const academyStore = defineStore<AcademyState>({
  name: 'academy',
  seed: seedAcademy,
  schema: AcademyStateSchema,
});
