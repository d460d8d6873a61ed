import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Who can speak',
    name: 'speakers',
    defaultValue: 'everyone',
    onValueChange: fn(),
    options: [
      { value: 'everyone', label: 'Everyone' },
      { value: 'raised', label: 'Raised hands only' },
      { value: 'hosts', label: 'Hosts only' },
      { value: 'nobody', label: 'Nobody', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who can speak' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const raised = canvas.getByRole('radio', { name: 'Raised hands only' });
    await expect(raised).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(raised).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('raised');
    await expect(canvas.getByRole('radio', { name: 'Nobody' })).toBeDisabled();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose who can speak' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose who can speak');
  },
};
