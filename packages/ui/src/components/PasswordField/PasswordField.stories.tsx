import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'correct horse', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { error: 'At least 8 characters', defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Controlled: Story = {
  args: { visible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

/** Hidden, shown, with an error and disabled, side by side (the visual test's baseline). */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <PasswordField label="Password" defaultValue="correct horse" />
      <PasswordField label="New password" defaultValue="correct horse" defaultVisible />
      <PasswordField label="Confirm password" defaultValue="short" error="At least 8 characters" />
      <PasswordField label="Old password" defaultValue="correct horse" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
  },
};

// Usage examples for the docs page (PasswordField.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a new password says its rules in the helper text, and asks the browser for a new one (`new-password`). */
export const DoNewPasswordWithRules: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'New password',
    name: 'new-password',
    defaultValue: undefined,
    autoComplete: 'new-password',
    helperText: 'At least 12 characters',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <PasswordField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 12 characters');
  },
};

/** Don't: a TextField with `type="password"`; there is no way to see what was typed. */
export const DontPlainPasswordInput: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ maxInlineSize: 320 }}>
      <TextField label="Password" type="password" defaultValue="correct horse" />
    </div>
  ),
};
