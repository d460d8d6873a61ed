import type { Course, CourseCategory } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../academy.icons';
import { withMemoryRouter } from '../../../lib/storybook';
import { CourseCard } from './CourseCard';

const category: CourseCategory = { id: 'firebase', value: 'firebase', label: 'Firebase', color: '#ff9800' };
const course: Course = {
  id: 'course-07',
  title: 'Cloud Functions for Firebase',
  slug: 'cloud-functions-for-firebase',
  description: 'Server code without a server.',
  category: 'firebase',
  length: 130,
  totalSteps: 11,
  activeStep: 3,
  updated: '2026-03-12T09:30:00.000Z',
  steps: [],
};

const meta = {
  title: 'Apps/Academy/CourseCard',
  component: CourseCard,
  args: { course, category, href: '/apps/academy/courses/course-07/cloud-functions-for-firebase' },
  decorators: [withMemoryRouter],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chip in the category's colour, the length as hours and minutes, the learner's place. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: course.title });
    await expect(within(card).getByText('Firebase')).toBeVisible();
    await expect(within(card).getByText('2 h 10 min')).toBeVisible();
    await expect(within(card).getByText('Step 4 of 11')).toBeVisible();
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    await expect(within(card).getByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      '/apps/academy/courses/course-07/cloud-functions-for-firebase',
    );
  },
};

export const ShortCourse: Story = {
  args: { course: { ...course, length: 45, activeStep: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45 min')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 11')).toBeVisible();
  },
};

/** Issue 30, item 15: a finished course says so, not "Step 11 of 11". */
export const Completed: Story = {
  args: { course: { ...course, activeStep: 11 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: course.title });
    await expect(within(card).getByText('Completed')).toBeVisible();
    await expect(within(card).queryByText(/Step \d+ of/)).toBeNull();
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '11');
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Completed');
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paso 4 de 11')).toBeVisible();
  },
};
