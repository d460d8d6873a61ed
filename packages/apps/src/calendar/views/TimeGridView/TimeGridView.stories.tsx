import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { weekDays } from '../../calendar.dates';
import { calendarEvents, fixedToday } from '../calendar.fixtures';
import { TimeGridView } from './TimeGridView';

const meta = {
  title: 'Apps/Calendar/TimeGridView',
  component: TimeGridView,
  decorators: [
    (Story) => (
      <>
        <h2 id="week-title">Nov 15 – 21, 2026</h2>
        <Story />
      </>
    ),
  ],
  args: {
    days: weekDays(fixedToday),
    day: '2026-11-18',
    hour: 9,
    events: calendarEvents,
    labelledBy: 'week-title',
    today: fixedToday,
    onFocusSlot: fn(),
    onAddEvent: fn(),
    onOpenEvent: fn(),
  },
} satisfies Meta<typeof TimeGridView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Nov 15 – 21, 2026' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    const slot = within(grid).getByRole('gridcell', { name: /^Wednesday, November 18, 9am, 1 event/ });
    await expect(slot).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(slot).getByRole('button', { name: /^Kick-off/ }));
    await expect(args.onOpenEvent).toHaveBeenCalledWith('e1');
    slot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onFocusSlot).toHaveBeenLastCalledWith('2026-11-19', 9);
    await userEvent.keyboard('{Home}');
    await expect(args.onFocusSlot).toHaveBeenLastCalledWith('2026-11-18', -1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddEvent).toHaveBeenLastCalledWith('2026-11-18T09:00', false);
    await userEvent.click(
      within(grid).getByRole('gridcell', { name: /^Thursday, November 19, all day, 1 event/ }),
    );
    await expect(args.onAddEvent).toHaveBeenLastCalledWith('2026-11-19', true);
  },
};

export const Day: Story = {
  args: { days: [fixedToday] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(2);
  },
};
