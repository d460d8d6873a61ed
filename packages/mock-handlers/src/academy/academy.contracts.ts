import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import {
  CourseCategorySchema,
  CourseQuerySchema,
  CourseSchema,
  SaveCourseRequestSchema,
  UpdateCourseRequestSchema,
} from './academy.schema';

const base = '/api/academy-app';
export const academyPaths = {
  categories: `${base}/categories`,
  courses: `${base}/courses`,
  /** GET ?courseId */
  course: `${base}/course`,
  /** POST a full course (or {course}); replaces the stored one → the course */
  saveCourse: `${base}/course/save`,
  /** POST {id, ...changed fields} (e.g. activeStep) → the course */
  updateCourse: `${base}/course/update`,
} as const;

/**
 * The academy API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. academy.handlers.ts implements each; the client calls each with `call(academyContracts.x, input)`.
 */
export const academyContracts = {
  categories: contract.get(academyPaths.categories, z.object({}), z.array(CourseCategorySchema)),
  courses: contract.get(academyPaths.courses, z.object({}), z.array(CourseSchema)),
  course: contract.get(academyPaths.course, CourseQuerySchema, CourseSchema),
  saveCourse: contract.post(academyPaths.saveCourse, SaveCourseRequestSchema, CourseSchema),
  updateCourse: contract.post(academyPaths.updateCourse, UpdateCourseRequestSchema, CourseSchema),
};
