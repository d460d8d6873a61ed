import { getDbSnapshot } from '@chorus/mock-handlers';
import { academyPaths, type Course, type CourseCategory } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stateStories, withAppProviders, withSmallScreen } from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import CoursesScreen from './CoursesScreen';

const seed = () => getDbSnapshot().stores.academy as { courses: Course[]; categories: CourseCategory[] };

const meta = {
  title: 'Apps/Academy/CoursesScreen',
  component: CoursesScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff: sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/apps/academy/courses', route: '/apps/academy/courses' })],
} satisfies Meta<typeof CoursesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', { name: 'Courses' }, { timeout: 15_000 }),
  ).getAllByRole('article');

/** The 18 courses: category, title linking to the course, length, last update and progress. */
export const AllCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(18));
    await expect(canvas.getByText('18 courses')).toBeVisible();
    const course = seed().courses.find((item) => item.activeStep === 3) ?? (seed().courses[0] as Course);
    const card = canvas.getByRole('article', { name: course.title });
    await expect(within(card).getByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      `/apps/academy/courses/${course.id}/${course.slug}`,
    );
    const category = seed().categories.find((item) => item.value === course.category);
    await expect(within(card).getByText(category?.label ?? '')).toBeVisible();
    const step = `Step ${course.activeStep + 1} of 11`;
    await expect(within(card).getByText(step)).toBeVisible();
    await expect(
      within(card).getByRole('progressbar', { name: `Progress in ${course.title}` }),
    ).toHaveAttribute('aria-valuetext', step);
    // The 30 and 120 minute courses: "30 min", "2 h".
    await expect(canvas.getByRole('article', { name: 'Basics of Angular' })).toHaveTextContent('30 min');
    await expect(canvas.getByRole('article', { name: 'Basics of TypeScript' })).toHaveTextContent('2 h');
  },
};

/** The search and the category filter narrow the cards and are kept in the URL. */
export const SearchAndCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    // The categories come from their own query, which may answer after the courses.
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category.querySelector('option[value="firebase"]')).not.toBeNull());
    await userEvent.selectOptions(category, 'firebase');
    const firebase = seed().courses.filter((course) => course.category === 'firebase');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(firebase.length));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses by title' }), 'cloud');
    const both = firebase.filter((course) => course.title.toLowerCase().includes('cloud'));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(both.length));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses by title' }), 'zzz');
    await expect(await canvas.findByText('No course matches your search')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and the filter' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(18));
  },
};

/** A link with ?q= and ?category= opens with them applied. */
export const FromASharedLink: Story = {
  parameters: { route: '/apps/academy/courses?q=basics&category=web' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = seed().courses.filter(
      (course) => course.category === 'web' && course.title.toLowerCase().includes('basics'),
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(expected.length));
    await expect(canvas.getByRole('searchbox', { name: 'Search courses by title' })).toHaveValue('basics');
    // The category's options come with the categories' answer, which may land after the courses': the select
    // shows the link's category once it has that option.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('web'));
  },
};

const states = stateStories(academyPaths.courses, {
  empty: 'No courses yet',
  loading: 'Loading the courses…',
  error: 'The academy is down',
});
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

/** The category chips' words keep their contrast in the dark theme (axe checks them). */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'الدورات' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأكاديمية' })).toBeVisible();
  },
};
