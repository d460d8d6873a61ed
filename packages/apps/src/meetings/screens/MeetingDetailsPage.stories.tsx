import { handlers } from '@chorus/mock-handlers';
import { meetingPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../lib/storybook';
import { signInForStory } from '../../lib/storyAuth';
import MeetingDetailsPage from './MeetingDetailsPage';

const path = '/apps/meetings/details';
const at = (id: string) => [withAppProviders({ path, route: `${path}?id=${id}` })];

const meta = {
  title: 'Apps/Meetings/MeetingDetailsPage',
  component: MeetingDetailsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MeetingDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const find = (canvasElement: HTMLElement) => within(canvasElement);

export const HostSetup: Story = {
  decorators: at('meeting-onboarding-next'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '1. Pick a template' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Decision/ }));
    await expect(canvas.getByRole('list', { name: 'Agenda' })).toHaveTextContent('Write the options you see');
    await expect(canvas.getByRole('button', { name: 'Start meeting' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeEnabled();
  },
};

export const AttendeeWaiting: Story = {
  decorators: at('meeting-onboarding-next'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not started yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start meeting' })).toBeNull();
  },
};

export const AttendeeWritesPrivately: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 5000 });
    await userEvent.type(box, 'A quieter planning week');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Your ideas' })).toHaveTextContent('A quieter planning week'),
    );
    await expect(canvas.queryByRole('button', { name: 'Reveal all ideas' })).toBeNull();
  },
};

export const HostControlRoom: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Host controls' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Revealed ideas' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal all ideas' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Revealed ideas' })).toBeVisible());
  },
};

export const NotFound: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await find(canvasElement).findByText(/does not exist, or you are not a member/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  parameters: {
    msw: {
      handlers: [
        http.get(meetingPaths.item, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'The server failed' } }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'The server failed',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
