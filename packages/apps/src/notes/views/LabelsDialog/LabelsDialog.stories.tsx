import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/appIcons';
import { LabelsDialog } from './LabelsDialog';

const meta = {
  title: 'Apps/Notes/Views/LabelsDialog',
  component: LabelsDialog,
  args: {
    labels: [
      { id: 'label-work', name: 'Work', handle: 'work' },
      { id: 'label-family', name: 'Family', handle: 'family' },
    ],
    onClose: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof LabelsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const RenameAddAndDelete: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Edit labels' }));
    const work = dialog.getByRole('textbox', { name: 'Label 1' });
    await userEvent.clear(work);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a name')).toBeVisible();
    await userEvent.type(work, 'Work & Projects');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the label “Family”' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), 'Reading list{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { id: 'label-work', name: 'Work & Projects', handle: 'work-projects' },
      expect.objectContaining({ name: 'Reading list', handle: 'reading-list' }),
    ]);
  },
};

export const Empty: Story = {
  args: { labels: [] },
  play: async () => {
    const hint = await body().findByText('No labels yet.');
    // The dialog fades in.
    await waitFor(() => expect(hint).toBeVisible());
  },
};
