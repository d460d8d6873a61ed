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
