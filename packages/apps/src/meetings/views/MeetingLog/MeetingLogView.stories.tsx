import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingLogView } from './MeetingLogView';

const at = (minute: number) => `2026-03-12T09:${String(minute).padStart(2, '0')}:00.000Z`;

const meta = {
  title: 'Apps/Meetings/Views/MeetingLog',
  component: MeetingLogView,
  args: {
    entries: [
      { id: 'l1', at: at(0), action: 'start', actorName: 'Hana Host', subject: 'Write alone', detail: null },
      {
        id: 'l2',
        at: at(10),
        action: 'reveal',
        actorName: 'Hana Host',
        subject: 'Write alone',
        detail: null,
      },
      {
        id: 'l3',
        at: at(12),
        action: 'handOff',
        actorName: 'Hana Host',
        subject: 'Sami Staff',
        detail: null,
      },
      { id: 'l4', at: at(14), action: 'hide', actorName: 'Sami Staff', subject: null, detail: 'off-topic' },
      { id: 'l5', at: at(20), action: 'autoAdvance', actorName: null, subject: 'Dot vote', detail: null },
      { id: 'l6', at: at(30), action: 'autoAdvance', actorName: null, subject: 'Decide', detail: 'time' },
    ],
  },
} satisfies Meta<typeof MeetingLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Who ran which control, newest first: who hid an idea and why, never which idea nor whose; the room moving on by
 * itself says why (everyone ready, or the time up).
 */
export const WhoDidWhat: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Meeting log' });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Time was up: moved on to Decide');
    await expect(items[1]).toHaveTextContent('Everyone was ready: moved on to Dot vote');
    await expect(items[2]).toHaveTextContent('Sami Staff hid an idea: off-topic');
    await expect(items[3]).toHaveTextContent('Hana Host handed facilitation to Sami Staff');
    await expect(items[5]).toHaveTextContent('Hana Host started the meeting');
  },
};

/** Nothing run yet: what the log will hold. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.getByText(/Each facilitator's action will be listed here/)).toBeVisible();
  },
};
