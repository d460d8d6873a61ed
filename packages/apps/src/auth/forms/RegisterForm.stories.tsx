import { AuthFieldError } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFormPage } from '../../lib/storybook';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Apps/Auth/RegisterForm',
  component: RegisterForm,
  decorators: [withFormPage],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function fillValid(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Full name'), 'Nia Newcomer');
  await userEvent.type(canvas.getByLabelText('Email'), 'nia@chorus.dev');
  await userEvent.type(canvas.getByLabelText('Phone number'), '5551234');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-1');
  await userEvent.type(canvas.getByLabelText('Password (Confirm)'), 'secret-1');
  await userEvent.type(canvas.getByLabelText('Organization'), 'Chorus');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
    for (const name of ['fullName', 'email', 'phoneNumber', 'password', 'password-confirm', 'organization']) {
      await expect(canvasElement.querySelector(`input[name="${name}"]`)).not.toBeNull();
    }
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Nia');
    await userEvent.type(canvas.getByLabelText('Email'), 'nia@');
    await userEvent.type(canvas.getByLabelText('Phone number'), 'abc');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Password (Confirm)'), 'abd');
    await userEvent.click(canvas.getByLabelText('Organization'));
    await userEvent.tab();
    await expect(canvas.getByText('Min character length is 4')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Min character length is 6')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    // Numeric input: letters are dropped, so the phone number is still empty and required.
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('');
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const HostChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByLabelText('I will host meetings'));
    const submit = canvas.getByRole('button', { name: 'Register' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Nia Newcomer',
        email: 'nia@chorus.dev',
        phoneNumber: '5551234',
        host: true,
      }),
    );
  },
};

export const ServerErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new AuthFieldError({ email: 'The email is already in use', displayName: 'Enter display name' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('The email is already in use')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter display name')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  args: { successMessage: 'Your account has been successfully created' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account has been successfully created')).toBeVisible();
  },
};
