import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hand, Mic, MicOff, Settings, Share2, Trash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Settings', icon: <Settings size={20} aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton
        {...args}
        variant="solid"
        tone="accent"
        label="Raise hand"
        icon={<Hand size={20} aria-hidden />}
      />
      <IconButton {...args} variant="soft" tone="accent" label="Mute" icon={<Mic size={20} aria-hidden />} />
      <IconButton {...args} variant="outline" label="Settings" />
      <IconButton {...args} variant="ghost" label="Settings" />
      <IconButton
        {...args}
        variant="soft"
        tone="critical"
        label="Delete"
        icon={<Trash size={20} aria-hidden />}
      />
      <IconButton {...args} size="sm" label="Small settings" />
      <IconButton {...args} size="lg" label="Large settings" />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small settings' }).getBoundingClientRect();
    await expect(small.width).toBe(small.height);
  },
};

export const WithTooltip: Story = {
  args: { tooltip: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Settings');
  },
};

export const Toggle: Story = {
  name: 'Toggle (aria-pressed)',
  render: function Render(args) {
    const [muted, setMuted] = useState(false);
    return (
      <IconButton
        {...args}
        label="Mute microphone"
        aria-pressed={muted}
        variant={muted ? 'solid' : 'soft'}
        tone={muted ? 'critical' : 'neutral'}
        icon={muted ? <MicOff size={20} aria-hidden /> : <Mic size={20} aria-hidden />}
        onClick={() => setMuted((m) => !m)}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mute microphone' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

// Usage examples for the docs page (IconButton.mdx): out of the sidebar and of the docs page's list of states.

/** Do: each label names the action ("Share meeting link"), and a tooltip shows it to sighted users. */
export const DoNameTheAction: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} tooltip label="Share meeting link" icon={<Share2 size={20} aria-hidden />} />
      <IconButton {...args} tooltip label="Meeting settings" />
      <IconButton
        {...args}
        tooltip
        tone="critical"
        label="Delete meeting"
        icon={<Trash size={20} aria-hidden />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  },
};

/** Don't: labels that describe the picture ("Circles", "Gear", "Bin") say nothing about what pressing does. */
export const DontNameThePicture: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} label="Circles" icon={<Share2 size={20} aria-hidden />} />
      <IconButton {...args} label="Gear" />
      <IconButton {...args} tone="critical" label="Bin" icon={<Trash size={20} aria-hidden />} />
    </div>
  ),
};
