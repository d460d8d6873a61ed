import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Record this meeting', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Record this meeting' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Record this meeting'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<CheckedState>('indeterminate');
    return (
      <Checkbox {...args} label="Select all participants" checked={checked} onCheckedChange={setChecked} />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-checked', 'true');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="With helper" helperText="Participants are told first." />
      <Checkbox label="I accept the terms" required error="Accept the terms to continue" />
      <Checkbox label="Disabled" disabled defaultChecked />
    </div>
  ),
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Accept the terms to continue', required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

// Usage examples for the docs page (Checkbox.mdx): out of the sidebar and of the docs page's list of states.

/** Don't: checkboxes for options that exclude each other: nothing stops two being ticked. That is a radio group. */
export const DontForOneOfMany: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="30 minutes" defaultChecked />
      <Checkbox {...args} label="45 minutes" />
      <Checkbox {...args} label="60 minutes" defaultChecked />
    </div>
  ),
};
