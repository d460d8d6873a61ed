import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { prepareShell } from '../storybook/shellStoryKit';
import { closeDialog, dialogStore, openDialog } from './dialog.store';
import { ShellDialog } from './ShellDialog';

const meta = {
  title: 'Shell/Dialog',
  component: ShellDialog,
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof ShellDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const onDelete = fn();

/** openDialog(options) shows it; an action runs and closes; Escape closes too. */
export const Confirm: Story = {
  beforeEach: () => {
    onDelete.mockClear();
    openDialog({
      title: 'Delete this meeting?',
      description: 'Its notes and votes are deleted with it.',
      actions: [{ label: 'Cancel' }, { label: 'Delete', tone: 'accent', onClick: onDelete }],
    });
    return () => closeDialog();
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this meeting?' });
    await expect(dialog).toHaveAccessibleDescription('Its notes and votes are deleted with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(dialogStore.state).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
