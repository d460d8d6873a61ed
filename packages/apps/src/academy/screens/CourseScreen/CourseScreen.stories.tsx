import { getDbSnapshot } from '@chorus/mock-handlers';
import { academyPaths, type Course } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failsWith,
  neverAnswers,
  refusedChangeStory,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import CourseScreen from './CourseScreen';

const courses = () => (getDbSnapshot().stores.academy as { courses: Course[] }).courses;
/** The seed's first course starts part-way; the second at its first step. */
const started = () => courses()[0] as Course;
const fresh = () => courses()[1] as Course;
const routeOf = (course: Course) => `/apps/academy/courses/${course.id}/${course.slug}`;

const meta = {
  title: 'Apps/Academy/CourseScreen',
  component: CourseScreen,
  parameters: { layout: 'fullscreen', route: '/apps/academy/courses/course-02/basics-of-typescript' },
  // The template apps' calls need a signed-in admin or staff: sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [
    withAppProviders({
      path: ['/apps/academy/courses/:courseId/:courseSlug?', '/apps/academy/courses'],
      route: '/apps/academy/courses/course-02/basics-of-typescript',
    }),
  ],
} satisfies Meta<typeof CourseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name: title }, { timeout: 15_000 });
const savedStep = (id: string) => courses().find((course) => course.id === id)?.activeStep;

/** Next and Previous move one step; each move is saved, so the course resumes there. */
export const Stepping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = fresh();
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    await expect(canvas.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvasElement, course.steps[1]?.title ?? '');
    await expect(canvas.getByText('Step 2 of 11')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 11',
    );
    await waitFor(() => expect(savedStep(course.id)).toBe(1));
    const steps = canvas.getByRole('navigation', { name: 'Steps' });
    await expect(
      within(steps).getByRole('button', { name: new RegExp(course.steps[1]?.title ?? '') }),
    ).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    await waitFor(() => expect(savedStep(course.id)).toBe(0));
  },
};

/** A course started earlier opens at its saved step; the step list jumps anywhere. */
export const ResumesAndJumps: Story = {
  parameters: { route: routeOf(courses()[0] as Course) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = started();
    await stepHeading(canvasElement, course.steps[course.activeStep]?.title ?? '');
    await expect(canvas.getByText(`Step ${course.activeStep + 1} of 11`)).toBeVisible();
    const steps = canvas.getByRole('navigation', { name: 'Steps' });
    const target = course.steps[7];
    await userEvent.click(within(steps).getByRole('button', { name: new RegExp(target?.title ?? '') }));
    await stepHeading(canvasElement, target?.title ?? '');
    await waitFor(() => expect(savedStep(course.id)).toBe(7));
    // The steps before the current one are marked done.
    await expect(within(steps).getAllByText('(done)', { exact: false })).toHaveLength(7);
  },
};

/** The arrow keys move between the steps, but not while the focus is in a text field. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const course = fresh();
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    // Three presses at once: each counts.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await stepHeading(canvasElement, course.steps[3]?.title ?? '');
    await waitFor(() => expect(savedStep(course.id)).toBe(3));
    await userEvent.keyboard('{ArrowLeft}');
    await stepHeading(canvasElement, course.steps[2]?.title ?? '');
    await userEvent.keyboard('{ArrowLeft}');
    await stepHeading(canvasElement, course.steps[1]?.title ?? '');
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Notes');
    canvasElement.append(field);
    field.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: course.steps[1]?.title }),
    ).toBeVisible();
    field.remove();
  },
};

/** Next on the last step: "Course finished", with the way back to the courses. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = fresh();
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    const steps = canvas.getByRole('navigation', { name: 'Steps' });
    await userEvent.click(
      within(steps).getByRole('button', { name: new RegExp(course.steps[10]?.title ?? '') }),
    );
    await stepHeading(canvasElement, course.steps[10]?.title ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Course finished' })).toBeVisible();
    // Finishing is stored (issue 30, item 15): the course's card says "Completed", not "Step 11 of 11".
    await waitFor(() => expect(savedStep(course.id)).toBe(course.steps.length));
    // The finished state's way back, beside the header's.
    for (const link of canvas.getAllByRole('link', { name: 'Back to the courses' }))
      await expect(link).toHaveAttribute('href', '/apps/academy/courses');
    await expect(canvas.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      'Course finished',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Review the steps' }));
    await stepHeading(canvasElement, course.steps[10]?.title ?? '');
  },
};

export const SaveRefused: Story = refusedChangeStory({
  path: academyPaths.updateCourse,
  snackbar: 'Could not save your place in the course',
  ready: (canvasElement) => stepHeading(canvasElement, fresh().steps[0]?.title ?? ''),
  read: (canvasElement) =>
    within(canvasElement)
      .getByRole('progressbar', { name: 'Course progress' })
      .getAttribute('aria-valuetext'),
  act: (canvasElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' })),
});

export const NotFound: Story = {
  parameters: { route: '/apps/academy/courses/course-nope/nothing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Course not found', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the courses' })).toHaveAttribute(
      'href',
      '/apps/academy/courses',
    );
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(academyPaths.course)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the course…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(academyPaths.course, 'The academy is down')),
    i18n: { apiText: ['The academy is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the course: The academy is down');
  },
};

/** On a phone the step list is a drawer opened from the header. */
export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = fresh();
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the steps' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Steps' });
    await userEvent.click(
      within(drawer).getByRole('button', { name: new RegExp(course.steps[3]?.title ?? '') }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await stepHeading(canvasElement, course.steps[3]?.title ?? '');
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, fresh().steps[0]?.title ?? '');
  },
};

/** Right to left: the right arrow goes back, the left arrow forward. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const course = fresh();
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
    await expect(within(canvasElement).getByRole('button', { name: 'التالي' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await stepHeading(canvasElement, course.steps[1]?.title ?? '');
    await userEvent.keyboard('{ArrowRight}');
    await stepHeading(canvasElement, course.steps[0]?.title ?? '');
  },
};
