import { AuthFieldError } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFormPage } from '../../lib/storybook';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Apps/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withFormPage],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'host@');
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(submit).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'host@chorus.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'host@chorus.dev' });
    await expect(
      await canvas.findByText('An email has been sent for you to reset your password'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new AuthFieldError({ email: 'There is no user record corresponding to this identifier.' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'nobody@chorus.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/no user record/)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};
