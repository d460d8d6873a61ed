import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactRows } from '../contacts.fixtures';
import { ContactDialog } from './ContactDialog';

const meta = {
  title: 'Apps/Contacts/ContactDialog',
  component: ContactDialog,
  args: { open: true, onSubmit: fn(), onClose: fn(), onRemove: fn() },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NewContact: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'New contact' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    // The form checks what it was given asynchronously (its schema): the message comes a moment after the click.
    await expect(await dialog.findByText('Enter a first name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^First name/), '  Mo  ');
    await userEvent.type(dialog.getByLabelText(/^Phone/), 'call me');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Use digits, spaces and + ( ) - only')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Phone/));
    await userEvent.type(dialog.getByLabelText(/^Phone/), '+1 555 0100');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Mo', phone: '+1 555 0100' }),
      ),
    );
    await expect(dialog.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

export const EditContact: Story = {
  args: { contact: contactRows[0] },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Edit contact' }));
    await expect(dialog.getByLabelText(/^First name/)).toHaveValue('Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'contact-1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
