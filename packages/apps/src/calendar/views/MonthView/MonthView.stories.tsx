import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../calendar.icons';
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

export const NoEvents: Story = { args: { events: [] } };
