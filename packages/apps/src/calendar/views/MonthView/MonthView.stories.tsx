import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../calendar.icons';
import { pointerDrag } from '../../../lib/dnd/pointerDrag';
import { calendarEvents, fixedToday } from '../calendar.fixtures';
import { MonthView } from './MonthView';

const meta = {
  title: 'Apps/Calendar/MonthView',
  component: MonthView,
  decorators: [
    (Story) => (
      <>
        <h2 id="month-title">November 2026</h2>
        <Story />
      </>
    ),
  ],
  args: {
    day: '2026-11-18',
    events: calendarEvents,
    labelledBy: 'month-title',
    today: fixedToday,
    onFocusDay: fn(),
    onAddEvent: fn(),
    onOpenEvent: fn(),
    onShowDay: fn(),
    onMoveEvent: fn(),
  },
} satisfies Meta<typeof MonthView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('gridcell', {
      name: /^Wednesday, November 18, 2026, today, 4 events/,
    });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByRole('button', { name: 'Offsite, all day' })).toBeVisible();
    await userEvent.click(within(today).getByRole('button', { name: '+1 more' }));
    await expect(args.onShowDay).toHaveBeenCalledWith('2026-11-18');
    await userEvent.click(within(today).getByRole('button', { name: /^Kick-off/ }));
    await expect(args.onOpenEvent).toHaveBeenCalledWith('e1');
    await expect(args.onAddEvent).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByRole('gridcell', { name: /^Friday, November 27, 2026/ }));
    await expect(args.onAddEvent).toHaveBeenCalledWith('2026-11-27');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('gridcell', { name: /today/ });
    today.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onFocusDay).toHaveBeenLastCalledWith('2026-11-17');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onFocusDay).toHaveBeenLastCalledWith('2026-11-11');
    await userEvent.keyboard('{PageDown}');
    await expect(args.onFocusDay).toHaveBeenLastCalledWith('2026-12-18');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddEvent).toHaveBeenCalledWith('2026-11-18');
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Offsite, all day'));
  },
};

const at = (day: number, hour = 0) => new Date(2026, 10, day, hour).toISOString();

export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('gridcell', { name: /today/ }).focus();
    await userEvent.tab();
    const offsite = document.activeElement as HTMLElement;
    await expect(offsite).toHaveAccessibleName('Offsite, all day');
    await expect(offsite).toHaveAccessibleDescription(/press M/);
    await userEvent.keyboard('m');
    await expect(canvas.getByText(/^Moving Offsite\./)).toBeInTheDocument();
    await expect(offsite).toHaveAttribute('data-moving', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const friday = canvas.getByRole('gridcell', { name: /^Friday, November 20, 2026/ });
    await expect(friday).toHaveAttribute('data-drop-target', 'true');
    await expect(canvas.getByText('Offsite over Friday 20 November.')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveEvent).toHaveBeenCalledWith({
      ...calendarEvents[2],
      start: at(20),
      end: at(22),
    });
    await expect(args.onFocusDay).toHaveBeenLastCalledWith('2026-11-20');
    await expect(args.onOpenEvent).not.toHaveBeenCalled();
    await expect(canvas.getByText('Moved Offsite to Friday 20 November')).toBeInTheDocument();
    await expect(friday).not.toHaveAttribute('data-drop-target');
  },
};

export const KeyboardMoveCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kickOff = canvas.getByRole('button', { name: /^Kick-off/ });
    kickOff.focus();
    await userEvent.keyboard('m{ArrowDown}{Escape}');
    await expect(canvas.getByText('Kick-off was not moved.')).toBeInTheDocument();
    await userEvent.keyboard('m{ArrowLeft}');
    await expect(canvas.getByText('Kick-off over Tuesday 17 November.')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Kick-off was not moved.')).toBeInTheDocument();
    await expect(args.onMoveEvent).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-drop-target]')).toBeNull();
  },
};

export const DragToAnotherDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lunch = canvas.getByRole('button', { name: /^Lunch and learn/ });
    const thursday = canvas.getByRole('gridcell', { name: /^Thursday, November 26, 2026/ });
    // The cell shows where the event would land once the drag has measured the cells.
    await pointerDrag(lunch, thursday, () =>
      waitFor(() => expect(thursday).toHaveAttribute('data-drop-target', 'true')),
    );
    await expect(args.onMoveEvent).toHaveBeenCalledWith({
      ...calendarEvents[4],
      start: at(26, 12),
      end: at(26, 13),
    });
    await expect(args.onOpenEvent).not.toHaveBeenCalled();
    await expect(canvas.getByText('Moved Lunch and learn to Thursday 26 November')).toBeInTheDocument();
  },
};

export const NoEvents: Story = { args: { events: [] } };

/** A long title ends in an ellipsis inside its day; no chip runs over the next day. */
export const LongTitlesStayInTheirDay: Story = {
  args: {
    events: [
      ...calendarEvents,
      {
        id: 'long',
        title: 'Workshop on the customer interviews and what the onboarding revamp should keep',
        allDay: false,
        start: new Date(2026, 10, 24, 9).toISOString(),
        end: new Date(2026, 10, 24, 10).toISOString(),
        desc: '',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'November 2026' });
    const chips = within(grid).getAllByRole('button', { name: /, (all day|\d)/ });
    await expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      const cell = chip.closest('[role="gridcell"]') as HTMLElement;
      const [inner, outer] = [chip.getBoundingClientRect(), cell.getBoundingClientRect()];
      await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
      await expect(inner.right).toBeLessThanOrEqual(outer.right + 0.5);
    }
  },
};
