import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { title: '3' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['accent', 'neutral', 'critical', 'warning', 'positive', 'info'],
    },
    variant: { control: 'inline-radio', options: ['solid', 'soft'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toHaveAttribute('data-tone', 'accent');
  },
};

const tones = ['accent', 'neutral', 'critical', 'warning', 'positive', 'info'] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['solid', 'soft'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical soft')).toHaveAttribute('data-variant', 'soft');
  },
};

/** As navigation items carry them: `{ title, bg, fg }`. */
export const NavigationColours: Story = {
  args: { title: '25', bg: '#b91c1c', fg: '#ffffff' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('25');
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(185, 28, 28)');
    await expect(getComputedStyle(badge).color).toBe('rgb(255, 255, 255)');
  },
};

export const Dot: Story = {
  args: { dot: true, tone: 'positive', 'aria-label': 'Online' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeVisible();
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'defaultDark' } };
export const TonesMainThemeDark: Story = { ...Tones, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Badge.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a short word or number beside what it qualifies; the words carry the meaning, the tone repeats it. */
export const DoWordsCarryTheMeaning: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        Weekly sync
        <Badge tone="positive" variant="soft">
          Live
        </Badge>
      </li>
      <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        Design review
        <Badge tone="neutral" variant="soft">
          Ended
        </Badge>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toHaveAttribute('data-tone', 'positive');
  },
};

/** Don't: dots without an `aria-label`: the colour is the only meaning, and a screen reader gets nothing. */
export const DontColourAlone: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Badge dot tone="positive" />
        Ada Lovelace
      </li>
      <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Badge dot tone="critical" />
        Alan Turing
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
