import { z } from 'zod';
import {
  DateStringSchema,
  HtmlSchema,
  IdSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
  unwrapped,
} from '@chorus/domain/contracts';

/** §9: 18 demo courses of 11 steps, 30 to 120 minutes long. */
export const ACADEMY_COURSE_COUNT = 18;
export const ACADEMY_STEPS_PER_COURSE = 11;

export const CourseCategorySchema = z.object({
  id: IdSchema,
  value: z.string(),
  label: z.string(),
  /** A hex colour (#2196f3): the app draws the category's chip with it. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type CourseCategory = z.infer<typeof CourseCategorySchema>;

export const CourseStepSchema = z.object({ id: IdSchema, title: ShortTextSchema, content: HtmlSchema });
export type CourseStep = z.infer<typeof CourseStepSchema>;

export const CourseSchema = z.object({
  id: IdSchema,
  title: requiredText(LIMITS.shortText),
  slug: ShortTextSchema,
  description: TextSchema,
  category: ShortTextSchema,
  /** Minutes */
  length: z.number().int().min(1).max(10_000),
  totalSteps: z.number().int().min(0),
  activeStep: z.number().int().min(0),
  updated: DateStringSchema,
  steps: z.array(CourseStepSchema).max(500),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseQuerySchema = z.object({ courseId: IdSchema });
export const SaveCourseRequestSchema = unwrapped('course', CourseSchema);
export const UpdateCourseRequestSchema = CourseSchema.omit({ id: true }).partial().extend({ id: IdSchema });
export type UpdateCourseRequest = z.infer<typeof UpdateCourseRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const AcademyStateSchema = z.object({
  categories: z.array(CourseCategorySchema),
  courses: z.array(CourseSchema),
});
export type AcademyState = z.infer<typeof AcademyStateSchema>;
