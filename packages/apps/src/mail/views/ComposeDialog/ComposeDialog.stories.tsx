import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComposeDialog } from './ComposeDialog';

const meta = {
  title: 'Apps/Mail/ComposeDialog',
  component: ComposeDialog,
  args: {
    open: true,
    onClose: fn(),
    onSend: fn(async () => undefined),
    onSaveDraft: fn(async () => undefined),
  },
} satisfies Meta<typeof ComposeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'New message' }));
type Dialog = Awaited<ReturnType<typeof openDialog>>;

const write = async (
  dialog: Dialog,
  values: { to?: string; cc?: string; subject?: string; message?: string },
) => {
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabelText(new RegExp(`^${label}`, 'i'));
    await userEvent.clear(field);
    if (!value) continue;
    // A paste: typing letter by letter is slow on a loaded machine.
    await userEvent.click(field);
    await userEvent.paste(value);
  }
};

/** Sending checks every field first and names the addresses that are not valid. */
export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Enter at least one recipient')).toBeVisible();
    await expect(dialog.getByText('Enter a subject')).toBeVisible();
    await expect(dialog.getByText('Write a message')).toBeVisible();
    await expect(dialog.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    await write(dialog, { to: 'ana@example.com, not-an-address', cc: 'bo@' });
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Please enter a valid email: not-an-address')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email: bo@')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A valid message goes to onSend as typed; the fields start empty again. */
export const SendSuccess: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const values = {
      to: 'ana@example.com; bo@example.com',
      cc: '',
      subject: 'Agenda',
      message: 'See you at ten.',
    };
    await write(dialog, values);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(values));
    await waitFor(() => expect(dialog.getByLabelText(/^Subject/)).toHaveValue(''));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The handler refuses: what was written stays, and the reason shows in the dialog. */
export const RefusedSendKeepsInput: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('The mail server is down'))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await write(dialog, { to: 'ana@example.com', subject: 'Agenda', message: 'See you at ten.' });
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The mail server is down');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(dialog.getByLabelText(/^To/)).toHaveValue('ana@example.com');
    await expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Agenda');
    await expect(dialog.getByLabelText(/^Message/)).toHaveValue('See you at ten.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A draft may be unfinished, but any address in it must be valid. */
export const SaveDraft: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await write(dialog, { to: 'someone', message: 'Half a thought' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    await expect(dialog.getByText('Please enter a valid email: someone')).toBeVisible();
    await expect(args.onSaveDraft).not.toHaveBeenCalled();
    await write(dialog, { to: '' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSaveDraft).toHaveBeenCalledWith({
        to: '',
        cc: '',
        subject: '',
        message: 'Half a thought',
      }),
    );
  },
};

/** Going on with a stored draft: its fields are filled in. */
export const EditDraft: Story = {
  args: {
    initialValues: {
      to: 'ana@example.com',
      cc: '',
      subject: 'Plans',
      message: 'First line\n\nSecond paragraph',
    },
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Plans');
    await expect(dialog.getByLabelText(/^Message/)).toHaveValue('First line\n\nSecond paragraph');
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
