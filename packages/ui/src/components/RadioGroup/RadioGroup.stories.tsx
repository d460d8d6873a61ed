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

// Usage examples for the docs page (RadioGroup.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a few options that exclude each other, all in view, one of them chosen to start with. */
export const DoFewOptions: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Meeting length',
    name: 'length',
    defaultValue: '45',
    orientation: 'horizontal',
    options: [
      { value: '30', label: '30 minutes' },
      { value: '45', label: '45 minutes' },
      { value: '60', label: '60 minutes' },
    ],
  },
};

/** Don't: a long list of radios: it takes the page and is hard to scan; this is a Select. */
export const DontForLongList: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Time zone',
    name: 'timeZone',
    defaultValue: 'Europe/London',
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
};
