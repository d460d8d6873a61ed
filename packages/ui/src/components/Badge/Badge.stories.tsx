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
