import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    onMoveEvent: fn(),
  },
} satisfies Meta<typeof TimeGridView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Nov 15 – 21, 2026' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    const slot = within(grid).getByRole('gridcell', { name: /^Wednesday 18 November, 09:00, 1 event/ });
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
      within(grid).getByRole('gridcell', { name: /^Thursday 19 November, all day, 1 event/ }),
    );
    await expect(args.onAddEvent).toHaveBeenLastCalledWith('2026-11-19', true);
  },
};

const at = (day: number, hour = 0) => new Date(2026, 10, day, hour).toISOString();

export const KeyboardMoveToAnotherSlot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kickOff = canvas.getByRole('button', { name: /^Kick-off/ });
    kickOff.focus();
    await userEvent.keyboard('m{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByText('Kick-off over Thursday 19 November, 11:00.')).toBeInTheDocument();
    await expect(canvas.getByRole('gridcell', { name: /^Thursday 19 November, 11:00/ })).toHaveAttribute(
      'data-drop-target',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveEvent).toHaveBeenCalledWith({
      ...calendarEvents[0],
      start: at(19, 11),
      end: at(19, 12),
    });
    await expect(args.onFocusSlot).toHaveBeenLastCalledWith('2026-11-19', 11);
    await expect(canvas.getByText('Moved Kick-off to Thursday 19 November at 11:00')).toBeInTheDocument();
  },
};

export const AllDayEventsMoveAlongTheirRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [offsite] = canvas.getAllByRole('button', { name: 'Offsite, all day' });
    offsite?.focus();
    await userEvent.keyboard('m{ArrowDown}{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: /^Tuesday 17 November, all day/ })).toHaveAttribute(
        'data-drop-target',
        'true',
      ),
    );
    await userEvent.keyboard(' ');
    await expect(args.onMoveEvent).toHaveBeenCalledWith({ ...calendarEvents[2], start: at(17), end: at(19) });
    await expect(args.onFocusSlot).toHaveBeenLastCalledWith('2026-11-17', -1);
  },
};

export const Day: Story = {
  args: { days: [fixedToday] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(2);
  },
};
