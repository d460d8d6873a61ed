import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DateInput } from './DateInput';

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  args: { label: 'Meeting date', name: 'date' },
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = {
  args: { min: '2026-01-01', max: '2026-12-31' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Meeting date') as HTMLInputElement;
    await expect(input.type).toBe('date');
    await userEvent.type(input, '2026-11-24');
    await expect(input).toHaveValue('2026-11-24');
  },
};

export const DateTime: Story = {
  args: { type: 'datetime-local', label: 'Starts at', defaultValue: '2026-11-24T10:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Starts at')).toHaveValue('2026-11-24T10:30');
  },
};

export const WithError: Story = {
  args: { error: 'Pick a date in the future', defaultValue: '2020-01-01' },
};

/** Empty, filled, date and time, with an error, disabled (the visual test's baseline). */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <DateInput label="Meeting date" helperText="Any weekday" />
      <DateInput label="Decision due" defaultValue="2026-11-24" />
      <DateInput label="Starts at" type="datetime-local" defaultValue="2026-11-24T10:30" />
      <DateInput label="Follow-up" defaultValue="2020-01-01" error="Pick a date in the future" />
      <DateInput label="Created" defaultValue="2026-01-05" disabled />
    </div>
  ),
};

export const StatesDark: Story = { ...States, globals: { theme: 'defaultDark' } };

// Usage examples for the docs page (DateInput.mdx): out of the sidebar and of the docs page's list of states.

/** Do: say the limits in the helper text, and set the same limits with `min` and `max` for the picker. */
export const DoSayTheLimits: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Follow-up date',
    min: '2026-11-23',
    max: '2026-12-18',
    helperText: 'A weekday between 23 November and 18 December 2026',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <DateInput {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Follow-up date')).toHaveAccessibleDescription(
      'A weekday between 23 November and 18 December 2026',
    );
  },
};

/**
 * Don't: rely on `min` and `max` alone: they limit the picker, not what can be typed, and nothing tells the user the
 * date is out of range.
 */
export const DontSilentLimits: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Follow-up date', min: '2026-11-23', max: '2026-12-18', defaultValue: '2027-01-15' },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <DateInput {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Follow-up date') as HTMLInputElement;
    await expect(input.validity.rangeOverflow).toBe(true);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
