import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestEndedView } from './GuestEndedView';

const meta = {
  title: 'Apps/Meetings/Views/GuestEnded',
  component: GuestEndedView,
  args: { displayName: 'Gia Guest', onRegister: fn() },
} satisfies Meta<typeof GuestEndedView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The meeting has ended: the guest may keep their account; a bad e-mail or short password is said, not sent. */
export const KeepTheAccount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The meeting has ended' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Gia Guest');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'gia@example');
    await userEvent.type(canvas.getByLabelText(/^Password/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Min character length is 6')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), '.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), '456');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      displayName: 'Gia Guest',
      email: 'gia@example.com',
      password: '123456',
    });
  },
};

/** The server refused the e-mail: its message under the field, and everything typed kept. */
export const RefusedByTheServer: Story = {
  args: { error: { email: 'The email is already in use' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The email is already in use')).toBeVisible();
  },
};
