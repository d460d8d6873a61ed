import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../calendar.icons';
import { CalendarToolbar } from './CalendarToolbar';

const meta = {
  title: 'Apps/Calendar/CalendarToolbar',
  component: CalendarToolbar,
  args: {
    view: 'week',
    title: 'Nov 15 – 21, 2026',
    titleId: 'title',
    onToday: fn(),
    onStep: fn(),
    onViewChange: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof CalendarToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(args.onStep).toHaveBeenCalledWith(-1);
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('month');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onToday).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};
