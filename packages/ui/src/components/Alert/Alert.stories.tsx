import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { title: 'Recording is on', children: 'Everyone in the meeting has been told.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'positive', 'warning', 'critical', 'neutral'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recording is on');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', title: 'Connection lost', children: 'Trying to reconnect…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection lost');
  },
};

export const WithActionAndDismiss: Story = {
  args: { tone: 'warning', onDismiss: fn(), action: <Button size="sm">Stop recording</Button> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function Dismissible() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert tone="positive" title="Saved" onDismiss={() => setOpen(false)}>
      Your agenda is saved.
    </Alert>
  ) : (
    <p>Dismissed</p>
  );
}

export const Dismissing: Story = {
  render: () => <Dismissible />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByText('Dismissed')).toBeVisible();
  },
};

const all = ['info', 'positive', 'warning', 'critical', 'neutral'] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 520 }}>
      {all.map((tone) => (
        <Alert key={tone} tone={tone} title={`A ${tone} alert`} onDismiss={() => {}}>
          Something worth knowing about this meeting.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(5);
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'defaultDark' } };
export const TonesMainThemeDark: Story = { ...Tones, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Alert.mdx): out of the sidebar and of the docs page's list of states.

/** Do: the title says what happened, the text what to do about it, the action does it; the tone fits. */
export const DoSayWhatToDo: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    tone: 'warning',
    title: 'The agenda was not saved',
    children: 'You are offline. Your changes are kept on this device until you save again.',
    action: <Button size="sm">Try again</Button>,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 560 }}>
      <Alert {...args} />
    </div>
  ),
};

/** Don't: a tip in the critical tone: it looks like an error and `role="alert"` interrupts the screen reader. */
export const DontCriticalForATip: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    tone: 'critical',
    title: 'Tip',
    children: 'You can drag the agenda items to change their order.',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 560 }}>
      <Alert {...args} />
    </div>
  ),
};
