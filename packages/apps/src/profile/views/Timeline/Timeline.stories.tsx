import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../profile.icons';
import { timelineFixture } from '../profile.fixtures';
import { Timeline } from './Timeline';

const meta = {
  title: 'Apps/Profile/Timeline',
  component: Timeline,
  args: { timeline: timelineFixture },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const post = canvas.getByRole('article', { name: 'Post by Alan Turing' });
    await expect(within(post).getByText('Our retrospective heard from everyone this time.')).toBeVisible();
    await expect(within(post).getByRole('img', { name: 'Retrospective board' })).toBeVisible();
    await expect(within(post).getByText('12 likes')).toBeVisible();
    await expect(within(post).getByText('1 share')).toBeVisible();
    await expect(within(post).getByText('1 comment')).toBeVisible();
    await expect(within(post).getByText('Great session!')).toBeVisible();
    const article = canvas.getByRole('article', { name: 'Post by Katherine Johnson' });
    await expect(within(article).getByText('shared an article')).toBeVisible();
    await expect(within(article).getByText('Silent brainstorming, then discussion')).toBeVisible();
    await expect(within(article).getByText('No comments')).toBeVisible();
    const video = canvas.getByRole('article', { name: 'Post by Linus Torvalds' });
    await expect(within(video).getByText('Video')).toBeVisible();
    const activity = canvas.getByRole('region', { name: 'Latest activity' });
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(activity).getByText('started following you.')).toBeVisible();
    // Times are <time> elements with the whole date in their title.
    await expect(within(activity).getAllByText((_, element) => element?.tagName === 'TIME')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { timeline: { activities: [], posts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts yet.')).toBeVisible();
    await expect(canvas.getByText('No activity yet.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
