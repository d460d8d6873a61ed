import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { academyStore } from './academy.db';
import type { Course } from './academy.schema';
import { academyPaths } from './academy.contracts';

useMockServer({ signedInAs: 'host' });

const first = () => academyStore.state.courses[0] as Course;

describe('academy', () => {
  test('18 courses of 11 steps, 30 to 120 minutes, in the four categories', async () => {
    const courses = (await api<Course[]>(academyPaths.courses)).body;
    expect(courses).toHaveLength(18);
    expect(courses.every((course) => course.totalSteps === 11 && course.steps.length === 11)).toBe(true);
    expect(Math.min(...courses.map((course) => course.length))).toBe(30);
    expect(Math.max(...courses.map((course) => course.length))).toBe(120);
    const categories = (await api(academyPaths.categories)).body.map((c: { value: string }) => c.value);
    expect(categories).toEqual(['web', 'firebase', 'cloud', 'android']);
    expect(courses.every((course) => categories.includes(course.category))).toBe(true);
  });

  test('one course by id; unknown and missing ids', async () => {
    expect((await api(academyPaths.course, { query: { courseId: first().id } })).body.title).toBe(
      first().title,
    );
    expect((await api(academyPaths.course, { query: { courseId: 'nope' } })).status).toBe(404);
    expect((await api(academyPaths.course)).status).toBe(400);
  });

  test('course/save replaces a course', async () => {
    const course = { ...first(), title: 'Saved title' };
    expect((await apiPost(academyPaths.saveCourse, course)).body.title).toBe('Saved title');
    expect(first().title).toBe('Saved title');
    expect((await apiPost(academyPaths.saveCourse, { ...course, id: 'nope' })).status).toBe(404);
  });

  test('course/update merges the changes, e.g. the active step', async () => {
    const before = first();
    const { body } = await apiPost(academyPaths.updateCourse, { id: before.id, activeStep: 5 });
    expect(body).toEqual({ ...before, activeStep: 5 });
    expect(first().activeStep).toBe(5);
    // Read back as a reload would: the course resumes at the saved step.
    expect((await api<Course>(academyPaths.course, { query: { courseId: before.id } })).body.activeStep).toBe(
      5,
    );
    const last = (await apiPost(academyPaths.updateCourse, { id: before.id, activeStep: 10 })).body;
    expect(last.activeStep).toBe(10);
    // Progress is not an edit of the course: its "last updated" stays; a change of its content moves it.
    expect(last.updated).toBe(before.updated);
    const renamed = (await apiPost(academyPaths.updateCourse, { id: before.id, title: 'Renamed' })).body;
    expect(renamed.updated).not.toBe(before.updated);
  });

  test('an active step just past the last one means the course is completed', async () => {
    const course = first();
    const done = await apiPost(academyPaths.updateCourse, { id: course.id, activeStep: course.steps.length });
    expect(done.status).toBe(200);
    expect(first().activeStep).toBe(course.steps.length);
  });

  test('malformed course payloads change nothing', async () => {
    const before = structuredClone(academyStore.state.courses);
    expect((await apiPost(academyPaths.updateCourse, { id: first().id, activeStep: 12 })).status).toBe(400);
    expect((await apiPost(academyPaths.updateCourse, { id: first().id, activeStep: 'two' })).status).toBe(
      400,
    );
    expect((await apiPost(academyPaths.updateCourse, { activeStep: 1 })).status).toBe(400);
    expect((await apiPost(academyPaths.updateCourse, { id: first().id, activeStep: -1 })).status).toBe(400);
    expect((await apiPost(academyPaths.updateCourse, { id: first().id, activeStep: 1.5 })).status).toBe(400);
    expect((await apiPost(academyPaths.updateCourse, { id: 'nope', activeStep: 1 })).status).toBe(404);
    expect((await apiPost(academyPaths.saveCourse, { ...first(), category: 'cooking' })).status).toBe(400);
    expect(academyStore.state.courses).toEqual(before);
  });
});
