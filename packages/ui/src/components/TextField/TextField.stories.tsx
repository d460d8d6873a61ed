import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'you@example.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'ada@chorus.app');
    await expect(input).toHaveValue('ada@chorus.app');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHelperText: Story = {
  args: { helperText: 'We never share it.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid email address', helperText: 'Your work email', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address Your work email');
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Search meetings',
    hideLabel: true,
    placeholder: 'Search meetings',
    startAdornment: <Search size={16} aria-hidden />,
    endAdornment: <kbd>/</kbd>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search meetings' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@chorus.app', startAdornment: <Mail size={16} aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <TextField label="Name" placeholder="Ada Lovelace" helperText="As others will see it" />
      <TextField label="Email" required defaultValue="ada@" error="Enter a valid email address" />
      <TextField label="Room" disabled defaultValue="Blue room" />
      <TextField
        label="Search"
        hideLabel
        placeholder="Search"
        startAdornment={<Search size={16} aria-hidden />}
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'البريد الإلكتروني', startAdornment: <Mail size={16} aria-hidden /> },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGElement;
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(svg.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};

// Usage examples for the docs page (TextField.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a visible label that stays when the user types, and the format in the helper text. */
export const DoVisibleLabel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Meeting date', name: 'date', helperText: 'Day, month and year: 21/11/2026' },
};

/**
 * Don't: the placeholder as the only visible label: it disappears as soon as the user types and its contrast is
 * low. (The field still has an accessible name, from the hidden label, so axe passes.)
 */
export const DontPlaceholderAsLabel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Meeting date', name: 'date', hideLabel: true, placeholder: 'Meeting date (21/11/2026)' },
};
