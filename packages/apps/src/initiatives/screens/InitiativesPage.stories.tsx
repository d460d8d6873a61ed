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
      await canvas.findByRole('link', { name: 'Product roadmap priorities' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The roadmap's meeting is running: its card says so and leads there (not "Next meeting" at its start).
    const roadmap = canvas.getByRole('listitem', { name: 'Product roadmap priorities' });
    await expect(roadmap).toHaveTextContent('Live now');
    await expect(
      within(roadmap).getByRole('link', { name: 'Join “What should we build next?”' }),
    ).toHaveAttribute('href', '/apps/meetings/details?id=meeting-roadmap-live');
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
      await canvas.findByRole('link', { name: 'Onboarding revamp' }, { timeout: 15_000 }),
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
      await within(canvasElement).findByText(/not a member of any initiative/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  },
};

/** The outsider is invited to the roadmap: they see only its title and host, accept, and it is theirs. */
export const AsInvitee: Story = {
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitations = await canvas.findByRole('list', { name: 'Invitations' }, { timeout: 15_000 });
    await expect(invitations).toHaveTextContent('Hana Host invites you to Product roadmap priorities');
    await expect(canvas.queryByRole('link', { name: 'Product roadmap priorities' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Accept the invitation to Product roadmap priorities' }),
    );
    await expect(
      await canvas.findByRole('link', { name: 'Product roadmap priorities' }, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Invitations' })).toBeNull());
  },
};

/** Declining removes the invitation from the page; the initiative stays closed. */
export const InviteeDeclines: Story = {
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Decline the invitation to Product roadmap priorities' },
        { timeout: 15_000 },
      ),
    );
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Invitations' })).toBeNull());
    await expect(canvas.getByText(/not a member of any initiative/)).toBeVisible();
  },
};

export const ServerError: Story = {
  ...serverErrorStory(initiativePaths.items, 'host'),
};
