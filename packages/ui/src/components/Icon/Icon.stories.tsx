import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, Calendar, Hand, Mail, Mic, MicOff, Settings, Users, Video } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';
import { registerIconLoader, registerIconLoaders, registerIcons } from '../../icons/registry';
import type { IconName } from '../../icons/catalogue';
import { Icon } from './Icon';

// An app registers the icons it names, once, at start-up: only these reach its bundle.
registerIcons({
  mail: Mail,
  users: Users,
  video: Video,
  mic: Mic,
  hand: Hand,
  calendar: Calendar,
  settings: Settings,
  'arrow-left': ArrowLeft,
});

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'mail' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="mail"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getAttribute('width')).toBe('20');
  },
};

export const Labelled: Story = {
  args: { name: 'mic', label: 'Microphone on', tone: 'positive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Microphone on' })).toBeVisible();
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Icon name="video" size="xs" />
      <Icon name="video" size="sm" />
      <Icon name="video" size="md" />
      <Icon name="video" size="lg" />
      <Icon name="video" size="xl" />
      <Icon name="hand" tone="accent" size="lg" />
      <Icon name="hand" tone="critical" size="lg" />
      <Icon name="hand" tone="warning" size="lg" />
      <Icon name="hand" tone="positive" size="lg" />
      <Icon name="hand" tone="info" size="lg" />
      <Icon name="hand" tone="muted" size="lg" />
    </div>
  ),
};

export const NavigationItems: Story = {
  name: 'Named from data (navigation)',
  render: () => {
    const items = [
      { title: 'Meetings', icon: 'video' },
      { title: 'Mail', icon: 'mail' },
      { title: 'Calendar', icon: 'calendar' },
      { title: 'People', icon: 'users' },
      { title: 'Settings', icon: 'settings' },
    ] as const;
    return (
      // biome-ignore lint/a11y/noRedundantRoles: role=list keeps list semantics where list-style is none (Safari)
      <ul role="list" style={{ display: 'grid', gap: 8 }}>
        {items.map((item) => (
          <li key={item.title} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Icon name={item.icon} />
            {item.title}
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg.lucide')).toHaveLength(5);
  },
};

/**
 * A name nobody registered, as an app module may pass (the catalogue's names may all be registered by now: the
 * apps register theirs, such as 'vote', in the page these stories share).
 */
const unregistered = 'no-such-icon' as IconName;

export const Missing: Story = {
  args: { name: unregistered },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="no-such-icon"]');
    await expect(svg).toHaveAttribute('data-state', 'missing');
  },
};

export const LoadedOnDemand: Story = {
  args: { name: 'presentation', size: 'lg', label: 'Presentation' },
  beforeEach: () => {
    registerIconLoader(async (name) =>
      name === 'presentation' ? (await import('lucide-react')).Presentation : undefined,
    );
    return () => registerIconLoader(undefined);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Presentation' })).toHaveClass('lucide'));
  },
};

/** A name registered with its own loader (how app modules name their navigation icons) loads on first use. */
export const LoadedByName: Story = {
  args: { name: 'pin', size: 'lg', label: 'Pinned' },
  beforeEach: () => registerIconLoaders({ pin: () => import('lucide-react/icons/pin') }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Pinned' })).toHaveClass('lucide-pin'));
  },
};

/** A name nobody registered shows the fallback icon instead of an empty square. */
export const Fallback: Story = {
  args: { name: unregistered, fallback: 'settings', label: 'Unknown app' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Unknown app' });
    await expect(svg).toHaveClass('lucide-settings');
    await expect(svg).toHaveAttribute('data-icon', 'no-such-icon');
  },
};

// Names nobody registered before these stories run (the registry is shared by every story of the page).
const lateIcon = `late-icon-${Math.random().toString(36).slice(2)}` as IconName;
const lateFallback = `late-fallback-${Math.random().toString(36).slice(2)}` as IconName;

/** An icon registered after it rendered shows as soon as it arrives; the placeholder holds its place until then. */
export const ArrivesAfterRender: Story = {
  args: { name: lateIcon, label: 'Arrives late' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Arrives late' })).toHaveAttribute('data-state', 'missing');
    registerIcons({ [lateIcon]: Hand } as Partial<Record<IconName, typeof Hand>>);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Arrives late' })).toHaveClass('lucide-hand'));
  },
};

/** The same for a fallback that arrives after the icon it stands in for rendered. */
export const FallbackArrivesAfterRender: Story = {
  args: { name: unregistered, fallback: lateFallback, label: 'Unknown, fallback late' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Unknown, fallback late' });
    await expect(svg).toHaveAttribute('data-state', 'missing');
    registerIcons({ [lateFallback]: Settings } as Partial<Record<IconName, typeof Settings>>);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Unknown, fallback late' })).toHaveClass('lucide-settings'),
    );
  },
};

export const MirroredInRtl: Story = {
  globals: { dir: 'rtl' },
  args: { name: 'arrow-left', size: 'lg', label: 'Back' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Back' });
    await expect(getComputedStyle(svg).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

// Usage examples for the docs page (Icon.mdx): out of the sidebar and of the docs page's list of states.

registerIcons({ 'mic-off': MicOff });

const participants = [
  { name: 'Ada Lovelace', muted: false },
  { name: 'Alan Turing', muted: true },
];

/** Do: an icon that carries meaning on its own has a `label`; one beside text that says the same is decorative. */
export const DoLabelMeaningfulIcons: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {participants.map(({ name, muted }) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {name}
          <Icon
            name={muted ? 'mic-off' : 'mic'}
            label={muted ? 'Microphone off' : 'Microphone on'}
            tone={muted ? 'critical' : 'positive'}
          />
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Icon name="hand" />
        Raise your hand to speak
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Microphone off' })).toBeVisible();
  },
};

/** Don't: an icon alone says who is muted, with no `label`: it is hidden, so a screen reader hears two names. */
export const DontLeaveMeaningUnlabelled: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {participants.map(({ name, muted }) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {name}
          <Icon name={muted ? 'mic-off' : 'mic'} tone={muted ? 'critical' : 'positive'} />
        </div>
      ))}
    </div>
  ),
};
