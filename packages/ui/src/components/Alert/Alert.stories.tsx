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
