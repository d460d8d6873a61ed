import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { ExportView } from './ExportView';

const meta = {
  title: 'Apps/Meetings/Views/Export',
  component: ExportView,
  args: { onExport: fn() },
} satisfies Meta<typeof ExportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** During the meeting the facilitator saves the summary as it stands, as Markdown or CSV. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Export so far' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Markdown' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('markdown');
  },
};

/** A file being made: its button waits, the other is held. */
export const Making: Story = {
  args: { busy: 'csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Markdown' })).toBeDisabled();
  },
};
