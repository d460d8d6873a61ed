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
    // The grid: the test browser's frame is phone-sized, where 'auto' shows the agenda.
    layout: 'grid',
  },
} satisfies Meta<typeof MonthView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('gridcell', {
      name: /^Wednesday,? 18 November 2026, today, 4 events/,
    });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByRole('button', { name: 'Offsite, all day' })).toBeVisible();
    await userEvent.click(within(today).getByRole('button', { name: '+1 more' }));
    await expect(args.onShowDay).toHaveBeenCalledWith('2026-11-18');
    await userEvent.click(within(today).getByRole('button', { name: /^Kick-off/ }));
    await expect(args.onOpenEvent).toHaveBeenCalledWith('e1');
    await expect(args.onAddEvent).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByRole('gridcell', { name: /^Friday,? 27 November 2026/ }));
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
    const friday = canvas.getByRole('gridcell', { name: /^Friday,? 20 November 2026/ });
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
    const thursday = canvas.getByRole('gridcell', { name: /^Thursday,? 26 November 2026/ });
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
      // A multi-day event's bar reaches over its days, within its week's row.
      const spanning = chip.style.inlineSize !== '';
      const cell = chip.closest(spanning ? 'tr' : '[role="gridcell"]') as HTMLElement;
      const [inner, outer] = [chip.getBoundingClientRect(), cell.getBoundingClientRect()];
      await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
      await expect(inner.right).toBeLessThanOrEqual(outer.right + 0.5);
    }
  },
};

/** A conference from Friday 20 to Tuesday 24 November: over a week's end, into the next row. */
const conference = {
  id: 'conf',
  title: 'Conference',
  allDay: true,
  start: new Date(2026, 10, 20).toISOString(),
  end: new Date(2026, 10, 25).toISOString(),
  desc: '',
};
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(8);
const cellOf = (grid: HTMLElement, day: number) =>
  within(grid).getByRole('gridcell', { name: new RegExp(`^\\S+,? ${day} November 2026`) });

/** Multi-day events are one bar across their days (issue 18), continued on the next week's row. */
export const MultiDayEventsSpanTheirDays: Story = {
  args: { events: [...calendarEvents, conference] },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'November 2026' });
    // Offsite, Wednesday 18 and Thursday 19: one bar from the start of the 18th to the end of the 19th.
    const offsite = within(grid).getAllByRole('button', { name: 'Offsite, all day' });
    await expect(offsite).toHaveLength(1);
    const bar = (offsite[0] as HTMLElement).getBoundingClientRect();
    close(bar.left, cellOf(grid, 18).getBoundingClientRect().left);
    close(bar.right, cellOf(grid, 19).getBoundingClientRect().right);
    // The conference: a bar to the end of its first week's row, and one from the start of the next.
    const parts = within(grid).getAllByRole('button', { name: 'Conference, all day' });
    await expect(parts).toHaveLength(2);
    const [first, second] = parts.map((part) => part.getBoundingClientRect()) as [DOMRect, DOMRect];
    const firstRow = cellOf(grid, 20).closest('tr') as HTMLElement;
    const rowCells = within(firstRow).getAllByRole('gridcell');
    close(first.left, cellOf(grid, 20).getBoundingClientRect().left);
    close(first.right, (rowCells.at(-1) as HTMLElement).getBoundingClientRect().right);
    await expect(parts[0]).toHaveAttribute('data-after', 'true');
    const nextRow = firstRow.nextElementSibling as HTMLElement;
    close(
      second.left,
      (within(nextRow).getAllByRole('gridcell')[0] as HTMLElement).getBoundingClientRect().left,
    );
    close(second.right, cellOf(grid, 24).getBoundingClientRect().right);
    await expect(parts[1]).toHaveAttribute('data-before', 'true');
    // Every day still counts it, and a click on the bar opens it.
    await expect(cellOf(grid, 22)).toHaveAccessibleName(/, 1 event$/);
    await userEvent.click(parts[1] as HTMLElement);
    await expect(args.onOpenEvent).toHaveBeenCalledWith('conf');
  },
};

/** The same bars right to left: the bar runs from the 18th leftwards over the 19th. */
export const MultiDayEventsSpanTheirDaysRtl: Story = {
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const offsite = within(grid).getAllByRole('button', { name: /^Offsite/ });
    await expect(offsite).toHaveLength(1);
    const bar = (offsite[0] as HTMLElement).getBoundingClientRect();
    const [day18, day19] = [18, 19].map((day) =>
      (grid.querySelector(`[data-day="2026-11-${day}"]`) as HTMLElement).getBoundingClientRect(),
    ) as [DOMRect, DOMRect];
    close(bar.right, day18.right);
    close(bar.left, day19.left);
  },
};

/** On a phone the month is an agenda (issue 18): each day with events, its events readable in full. */
export const PhoneAgenda: Story = {
  args: { layout: 'auto' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    const agenda = canvas.getByRole('list', { name: 'November 2026' });
    const days = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(days).toEqual(['Wednesday 18 November', 'Thursday 19 November', 'Tuesday 24 November']);
    const wednesday = canvas.getByRole('list', { name: 'Wednesday 18 November' });
    const kickOff = within(wednesday).getByRole('button', { name: /^Kick-off, 09:00 to 10:00$/ });
    await expect(kickOff).toHaveTextContent(/09:00\s?.\s?10:00\s*Kick-off/);
    await expect(kickOff.scrollWidth).toBeLessThanOrEqual(kickOff.clientWidth);
    await expect(Number.parseFloat(getComputedStyle(kickOff).fontSize)).toBeGreaterThanOrEqual(13);
    // The two-day offsite is on both of its days.
    const thursday = canvas.getByRole('list', { name: 'Thursday 19 November' });
    await expect(within(thursday).getByRole('button', { name: 'Offsite, all day' })).toBeVisible();
    await userEvent.click(kickOff);
    await expect(args.onOpenEvent).toHaveBeenCalledWith('e1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an event on Wednesday 18 November' }));
    await expect(args.onAddEvent).toHaveBeenCalledWith('2026-11-18');
  },
};
