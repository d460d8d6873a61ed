import { meetingPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverErrorStory } from '../../lib/product/serverErrorStory';
import { withAppProviders } from '../../lib/storybook';
import { signInForStory } from '../../lib/storyAuth';
import MeetingsPage from './MeetingsPage';

const meta = {
  title: 'Apps/Meetings/MeetingsPage',
  component: MeetingsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path: '/apps/meetings', route: '/apps/meetings' })],
} satisfies Meta<typeof MeetingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAttendee: Story = {
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Grouped by initiative, each meeting with its status.
    const roadmap = await canvas.findByRole(
      'region',
      { name: 'Product roadmap priorities' },
      { timeout: 15_000 },
    );
    await expect(within(roadmap).getByRole('link', { name: 'What should we build next?' })).toBeVisible();
    await expect(roadmap).toHaveTextContent('Live');
    await expect(canvas.getByRole('region', { name: 'Onboarding revamp' })).toHaveTextContent('Scheduled');
    // Each meeting's time says what it is: when the live one ends, when the next starts, when the last ended;
    // a tooltip (the <time>'s title) gives the whole date.
    const item = (name: string) => canvas.getByRole('link', { name }).closest('li') as HTMLElement;
    const live = item('What should we build next?');
    // Today the time only; after midnight (a live meeting ending tomorrow) the date as well.
    await expect(live).toHaveTextContent(/Ends (\d{2}:\d{2}|\d{1,2} \w{3} \d{4}, \d{2}:\d{2})/);
    await expect(item('First-week checklist')).toHaveTextContent(
      /Starts (\d{2}:\d{2}|\d{1,2} \w{3} \d{4}, \d{2}:\d{2}|in \d+ min)/,
    );
    await expect(item('Onboarding retrospective')).toHaveTextContent(/Ended /);
    const time = live.querySelector('time');
    await expect(time?.getAttribute('title')).toMatch(/^\w+,? \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/);
    await expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The status filter keeps only the live meeting.
    await userEvent.click(canvas.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Onboarding retrospective' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'What should we build next?' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No meetings yet/, undefined, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  ...serverErrorStory(meetingPaths.items, 'attendee'),
};
