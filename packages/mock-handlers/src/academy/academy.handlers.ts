import { replaceById, requireById } from '../lib/collection';
import { badRequest } from '@chorus/domain';
import type { Course } from './academy.schema';
import { academyContracts } from './academy.contracts';
import { academyStore } from './academy.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

function checkCourse(course: Course): void {
  if (!academyStore.state.categories.some((category) => category.value === course.category)) {
    badRequest(`Unknown category ${course.category}`);
  }
  if (course.totalSteps !== course.steps.length) badRequest('totalSteps must equal the number of steps');
  // activeStep equal to the number of steps: the course is completed (the learner went past the last step).
  if (course.activeStep > course.steps.length) badRequest('activeStep is past the end of the course');
}

export const academyHandlers = [
  serve(academyContracts.categories, () => academyStore.state.categories),
  serve(academyContracts.courses, () => academyStore.state.courses),
  serve(academyContracts.course, ({ courseId }) => {
    return requireById(academyStore.state.courses, courseId, 'Course');
  }),
  serve(academyContracts.saveCourse, (course) => {
    requireById(academyStore.state.courses, course.id, 'Course');
    checkCourse(course);
    replaceById(academyStore.state.courses, course);
    return course;
  }),
  serve(academyContracts.updateCourse, ({ id, ...changes }) => {
    const current = requireById(academyStore.state.courses, id, 'Course');
    // Moving through the steps is the learner's progress, not a change of the course: `updated` (the card's
    // "last updated") moves only when something else changes.
    const progressOnly = Object.keys(changes).every((key) => key === 'activeStep');
    const next: Course = {
      ...current,
      ...changes,
      updated: changes.updated ?? (progressOnly ? current.updated : new Date().toISOString()),
    };
    checkCourse(next);
    replaceById(academyStore.state.courses, next);
    return next;
  }),
];
