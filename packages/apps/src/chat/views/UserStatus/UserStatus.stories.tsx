import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatUser } from '../chat.fixtures';
import { UserStatus } from './UserStatus';

const meta = {
  title: 'Apps/Chat/UserStatus',
  component: UserStatus,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { user: chatUser, onStatusChange: fn(), onMoodSave: fn() },
} satisfies Meta<typeof UserStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'away');
    await expect(args.onStatusChange).toHaveBeenCalledWith('away');
    const save = canvas.getByRole('button', { name: 'Save mood' });
    await expect(save).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mood' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mood' }), ' On a break ');
    await userEvent.click(save);
    await expect(args.onMoodSave).toHaveBeenCalledWith('On a break');
  },
};

export const MoodTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mood = canvas.getByRole('textbox', { name: 'Mood' });
    await userEvent.clear(mood);
    await userEvent.click(mood);
    await userEvent.paste('x'.repeat(201));
    await expect(canvas.getByText('At most 200 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save mood' })).toBeDisabled();
  },
};
