/** Typed calls to the academy's endpoints (§7) and the query keys they fill. */
import { type Course, academyContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const academyRoutes = {
  courses: '/apps/academy/courses',
  /** A course's page: /apps/academy/courses/{courseId}/{courseSlug}. */
  course: (course: Pick<Course, 'id' | 'slug'>) =>
    `/apps/academy/courses/${encodeURIComponent(course.id)}/${encodeURIComponent(course.slug)}`,
};

export const academyKeys = {
  all: ['academy'] as const,
  categories: ['academy', 'categories'] as const,
  courses: ['academy', 'courses'] as const,
  course: (courseId: string) => ['academy', 'course', courseId] as const,
};

export const academyApi = {
  categories: (signal?: AbortSignal) => call(academyContracts.categories, {}, signal),
  courses: (signal?: AbortSignal) => call(academyContracts.courses, {}, signal),
  course: (courseId: string, signal?: AbortSignal) => call(academyContracts.course, { courseId }, signal),
  /** Saves the step the learner is on: the stored course. */
  setActiveStep: (id: string, activeStep: number) => call(academyContracts.updateCourse, { id, activeStep }),
};
