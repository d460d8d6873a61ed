import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const rooms = [
  { value: 'blue', label: 'Blue room' },
  { value: 'green', label: 'Green room' },
  { value: 'quiet', label: 'Quiet room', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Room',
    name: 'room',
    options: rooms,
    placeholder: 'Choose a room…',
    defaultValue: '',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Room' });
    await userEvent.selectOptions(select, 'green');
    await expect(select).toHaveValue('green');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a room', required: true, helperText: 'Rooms hold 12 people' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Room' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a room Rooms hold 12 people');
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <Select {...args} />
      <Select {...args} label="Room (required)" required error="Choose a room" />
      <Select {...args} label="Room (disabled)" disabled defaultValue="blue" />
    </div>
  ),
};

// Usage examples for the docs page (Select.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a Select for one choice among many options, its label naming what is chosen. */
export const DoOneOfMany: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Time zone',
    name: 'timeZone',
    placeholder: 'Choose a time zone…',
    options: [
      { value: 'Europe/London', label: 'London (GMT+0)' },
      { value: 'Europe/Madrid', label: 'Madrid (GMT+1)' },
      { value: 'Europe/Athens', label: 'Athens (GMT+2)' },
      { value: 'Asia/Dubai', label: 'Dubai (GMT+4)' },
      { value: 'Asia/Kolkata', label: 'Kolkata (GMT+5:30)' },
      { value: 'Asia/Tokyo', label: 'Tokyo (GMT+9)' },
      { value: 'America/New_York', label: 'New York (GMT-5)' },
      { value: 'America/Los_Angeles', label: 'Los Angeles (GMT-8)' },
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </div>
  ),
};

/** Don't: a Select for two options: both stay hidden behind a click; a checkbox or two radios show them. */
export const DontForTwoOptions: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Record this meeting',
    name: 'record',
    placeholder: undefined,
    defaultValue: 'no',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </div>
  ),
};
