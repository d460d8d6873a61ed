import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppProviders } from '../../lib/storybook';
import { signInForStory } from '../../lib/storyAuth';
import { meetingsApi } from '../meetings.api';
import GuestMeetingPage from './GuestMeetingPage';

const path = '/join/:token';
const LIVE = 'meeting-roadmap-live';

const meta = {
  title: 'Apps/Meetings/GuestMeetingPage',
  component: GuestMeetingPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path, route: '/join/no-such-link' })],
} satisfies Meta<typeof GuestMeetingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The host turns the meeting's link on (through the mock API); the story opens that link. */
async function openLink(kind: 'guest' | 'spectator', parameters: Record<string, unknown>) {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('chorus.meeting_guest.')) sessionStorage.removeItem(key);
  await signInForStory('host');
  const meeting = await meetingsApi.guestLink(LIVE, kind, true);
  parameters.route = `/join/${meeting.guestLinks?.[kind] ?? ''}`;
}

/** Picks the name and joins (or watches); the meeting's own page once in. */
async function joinAs(canvas: ReturnType<typeof within>, name: string, button: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Your name/ }, { timeout: 15_000 }), name);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const room = { level: 1, name: 'What should we build next?' } as const;
  await expect(await canvas.findByRole('heading', room, { timeout: 15_000 })).toBeVisible();
}

/** A guest opens the link, picks a name, and is in the meeting: its room only, marked as a guest, writing alone. */
export const GuestJoinsAndWrites: Story = {
  beforeEach: async ({ parameters }) => {
    await openLink('guest', parameters);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await expect(heading).toHaveTextContent('Join “What should we build next?”');
    await joinAs(canvas, 'Gia Guest', 'Join the meeting');
    await expect(canvas.getByText('Guest', { exact: true })).toBeVisible();
    await expect(canvas.getByText('You are here as Gia Guest')).toBeVisible();
    // No way into the rest of Chorus: the initiative is a name, not a link.
    await expect(canvas.queryByRole('link', { name: 'Product roadmap priorities' })).toBeNull();
    await expect(
      await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Host controls' })).toBeNull();
  },
};

/** A spectator's link: they watch, marked as such, with nothing to write. */
export const SpectatorWatches: Story = {
  beforeEach: async ({ parameters }) => {
    await openLink('spectator', parameters);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await joinAs(canvas, 'Stella Stakeholder', 'Watch the meeting');
    await expect(canvas.getByText('Spectator', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your idea' })).toBeNull();
  },
};

/** A link that was turned off, renewed or never was: said plainly, nothing to fill in. */
export const LinkDoesNotWork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'This link does not open a meeting' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * The guest joined, then the host ended the meeting: the guest's page (reloaded) finds their access ended (the
 * server's 401) and offers to keep the account, their name filled in.
 */
export const AfterTheEnd: Story = {
  beforeEach: async ({ parameters }) => {
    await openLink('guest', parameters);
    const token = String(parameters.route).slice('/join/'.length);
    const session = await meetingsApi.guestJoin(token, 'Gia Guest');
    sessionStorage.setItem(`chorus.meeting_guest.${token}`, JSON.stringify(session));
    await meetingsApi.end(LIVE);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The meeting has ended' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Gia Guest');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};
