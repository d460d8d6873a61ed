import { initiativePaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../lib/storybook';
import { signInForStory } from '../../lib/storyAuth';
import { serverErrorStory } from '../../lib/product/serverErrorStory';
import InitiativesPage from './InitiativesPage';

const meta = {
  title: 'Apps/Initiatives/InitiativesPage',
  component: InitiativesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path: '/apps/initiatives', route: '/apps/initiatives' })],
} satisfies Meta<typeof InitiativesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsHost: Story = {
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Product roadmap priorities' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'onboarding');
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'Product roadmap priorities' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'New initiative' })).toBeVisible();
  },
};

export const AsAttendee: Story = {
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Onboarding revamp' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New initiative' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/not a member of any initiative/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  ...serverErrorStory(initiativePaths.items, 'host'),
};
