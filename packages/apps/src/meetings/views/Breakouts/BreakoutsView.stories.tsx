import type { Participant } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { BreakoutsView } from './BreakoutsView';

const names = [
  'Hana Host',
  'Sami Staff',
  'Ada Attendee',
  'Gia Guest',
  'Lou Lee',
  'Mo Park',
  'Noor Haddad',
  'Ola Berg',
];
const participants: Participant[] = names.map((displayName, index) => ({
  id: `u-${index}`,
  displayName,
  photoURL: '',
  userType: index === 0 ? 1 : 2,
  here: index !== 5,
  ready: false,
}));
const ids = (...indexes: number[]) => indexes.map((index) => `u-${index}`);

const meta = {
  title: 'Apps/Meetings/Views/Breakouts',
  component: BreakoutsView,
  args: {
    participants,
    breakouts: {
      apart: true,
      mergedAt: null,
      viewerBreakout: 2,
      groups: [
        { number: 1, memberIds: ids(0, 3, 5, 6), hereCount: 3, readyCount: 1, submittedCount: 2 },
        { number: 2, memberIds: ids(1, 2, 4, 7), hereCount: 4, readyCount: 0, submittedCount: 4 },
      ],
    },
    facilitates: false,
    canBringTogether: false,
    onBringTogether: fn(),
  },
} satisfies Meta<typeof BreakoutsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A participant while people write: their own group marked, each group's counts (never who has written). */
export const WritingAsParticipant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = within(canvas.getByTestId('breakout-2'));
    await expect(mine.getByText('Your group')).toBeVisible();
    await expect(mine.getByText('Sami Staff, Ada Attendee, Lou Lee, Ola Berg')).toBeVisible();
    await expect(mine.getByText(/4 of 4 here · 0 ready · 4 of 4 have written/)).toBeVisible();
    await expect(within(canvas.getByTestId('breakout-1')).getByText(/3 of 4 here/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bring the groups together' })).toBeNull();
  },
};

/** The facilitator in the group phase: they bring the groups together. */
export const GroupingAsFacilitator: Story = {
  args: {
    facilitates: true,
    canBringTogether: true,
    breakouts: {
      apart: true,
      mergedAt: null,
      viewerBreakout: 1,
      groups: [
        { number: 1, memberIds: ids(0, 3, 5, 6), hereCount: 3, readyCount: 3, submittedCount: null },
        { number: 2, memberIds: ids(1, 2, 4, 7), hereCount: 4, readyCount: 2, submittedCount: null },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/have written/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bring the groups together' }));
    await expect(args.onBringTogether).toHaveBeenCalledOnce();
  },
};

/** While people still write, the facilitator's button waits for the group phase. */
export const WritingAsFacilitator: Story = {
  args: { facilitates: true, canBringTogether: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Bring the groups together' }),
    ).toBeDisabled();
  },
};

/** Together: one board for everyone; the groups stay listed, with nothing left to do. */
export const Together: Story = {
  args: {
    facilitates: true,
    breakouts: {
      apart: false,
      mergedAt: '2026-12-05T10:42:00.000Z',
      viewerBreakout: 1,
      groups: [
        { number: 1, memberIds: ids(0, 3, 5, 6), hereCount: 3, readyCount: 0, submittedCount: null },
        { number: 2, memberIds: ids(1, 2, 4, 7), hereCount: 4, readyCount: 0, submittedCount: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('breakouts-together')).toHaveTextContent(/The groups came together at/);
    await expect(canvas.queryByRole('button', { name: 'Bring the groups together' })).toBeNull();
  },
};
