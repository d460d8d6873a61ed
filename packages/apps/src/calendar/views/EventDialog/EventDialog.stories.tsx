import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { calendarEvents } from '../calendar.fixtures';
import { EventDialog } from './EventDialog';

const meta = {
  title: 'Apps/Calendar/EventDialog',
  component: EventDialog,
  args: { open: true, start: '2026-11-18T14:00', onSubmit: fn(), onClose: fn(), onRemove: fn() },
} satisfies Meta<typeof EventDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const NewTimedEvent: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await expect(dialog.getByLabelText(/^Starts/)).toHaveValue('2026-11-18T14:00');
    await expect(dialog.getByLabelText(/^Ends/)).toHaveValue('2026-11-18T15:00');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sync');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sync', allDay: false }),
    );
  },
};

export const SwitchToAllDay: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Offsite');
    await userEvent.click(dialog.getByLabelText(/^All day/));
    await expect(dialog.getByLabelText(/^Start date/)).toHaveValue('2026-11-18');
    await userEvent.clear(dialog.getByLabelText(/^End date/));
    await userEvent.type(dialog.getByLabelText(/^End date/), '2026-11-17');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('The end must not be before the start')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^End date/));
    await userEvent.type(dialog.getByLabelText(/^End date/), '2026-11-19');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        allDay: true,
        start: expect.stringMatching(/^2026-11-18T/),
        end: '2026-11-19T00:00',
      }),
    );
  },
};

export const EditEvent: Story = {
  args: { event: calendarEvents[2] },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }));
    await expect(dialog.getByLabelText(/^End date/)).toHaveValue('2026-11-19');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'e3' }));
  },
};
