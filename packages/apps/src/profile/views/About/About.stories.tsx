import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../profile.icons';
import { aboutFixture, emptyAbout } from '../profile.fixtures';
import { About } from './About';

const meta = {
  title: 'Apps/Profile/About',
  component: About,
  args: { about: aboutFixture },
} satisfies Meta<typeof About>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('region', { name: 'General information' });
    await expect(within(general).getByText('Gender')).toBeVisible();
    await expect(within(general).getByText('Lisbon, Portugal')).toBeVisible();
    const work = canvas.getByRole('region', { name: 'Work' });
    await expect(within(work).getByText('Analytical Engines')).toBeVisible();
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await expect(within(contact).getByRole('link', { name: '+351 555 0100' })).toHaveAttribute(
      'href',
      'tel:+3515550100',
    );
    const site = within(contact).getByRole('link', { name: 'chorus.dev' });
    await expect(site).toHaveAttribute('href', 'https://chorus.dev/');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(contact).getByRole('link', { name: 'facilitator@chorus.dev' })).toHaveAttribute(
      'href',
      'mailto:facilitator@chorus.dev',
    );
    const groups = canvas.getByRole('region', { name: 'Groups' });
    await expect(within(groups).getByText('Community · 12K members')).toBeVisible();
    const friends = canvas.getByRole('region', { name: 'Friends' });
    await expect(within(friends).getByText('3 friends')).toBeVisible();
    await expect(within(friends).getByText('Grace Hopper')).toBeVisible();
  },
};

/** A profile that shares nothing: every card says so instead of showing empty labels. */
export const NothingShared: Story = {
  args: { about: emptyAbout },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Nothing shared yet.')).toHaveLength(3);
    await expect(canvas.queryByText('Gender')).toBeNull();
    await expect(canvas.getByText('Not in any group yet.')).toBeVisible();
    await expect(canvas.getByText('No friends yet.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
