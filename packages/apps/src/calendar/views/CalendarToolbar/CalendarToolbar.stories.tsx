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

/** The gap between the icon and the text of a button: none when they touch. */
function iconGap(button: HTMLElement): number {
  const icon = button.querySelector('svg')?.getBoundingClientRect();
  const range = document.createRange();
  const text = [...button.querySelectorAll('span')].find(
    (span) => span.textContent && !span.querySelector('svg'),
  );
  if (!icon || !text) throw new Error('The button has no icon or no text');
  range.selectNodeContents(text);
  const words = range.getBoundingClientRect();
  return Math.max(words.left - icon.right, icon.left - words.right);
}

/** "Add event" keeps its icon apart from its text (issue 18), in both directions. */
export const AddEventIconSpacing: Story = {
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add event' });
    await expect(iconGap(add)).toBeGreaterThanOrEqual(6);
  },
};

export const AddEventIconSpacingRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'إضافة حدث' });
    await expect(getComputedStyle(add).direction).toBe('rtl');
    await expect(iconGap(add)).toBeGreaterThanOrEqual(6);
  },
};
