import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Dark mode', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ args, canvas }) => {
    const sw = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(sw).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(sw).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(sw).not.toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(true);
    return (
      <div>
        <Switch {...args} label="Notifications" checked={on} onCheckedChange={setOn} />
        <output>{on ? 'on' : 'off'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Notifications'));
    await expect(canvas.getByText('off')).toBeVisible();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Label first" labelPosition="start" helperText="As in settings lists" defaultChecked />
      <Switch label="Disabled" disabled />
    </div>
  ),
};

export const RightToLeft: Story = {
  ...States,
  globals: { dir: 'rtl' },
};

// Usage examples for the docs page (Switch.mdx): out of the sidebar and of the docs page's list of states.

/** Don't: a switch whose change waits for a Save button: a switch promises to act at once; this is a checkbox. */
export const DontWaitForSave: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Switch {...args} label="Email me the summary" />
      <Button>Save</Button>
    </div>
  ),
};
