import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeClassNames } from '../../theme';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { ThemeRegion } from './ThemeRegion';

const meta = {
  title: 'UI/ThemeRegion',
  component: ThemeRegion,
  args: { theme: 'mainThemeDark' },
} satisfies Meta<typeof ThemeRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['default', 'defaultDark', 'mainThemeDark'] as const).map((theme) => (
        <ThemeRegion
          key={theme}
          theme={theme}
          as="section"
          aria-label={theme}
          style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center', borderRadius: 8 }}
        >
          <Text weight="semibold">{theme}</Text>
          <Text tone="muted" size="sm">
            Muted text
          </Text>
          <Button size="sm">Solid</Button>
          <Button size="sm" variant="soft">
            Soft
          </Button>
          <Button size="sm" variant="outline" tone="neutral">
            Outline
          </Button>
          <Button size="sm" variant="ghost" tone="critical">
            Ghost
          </Button>
        </ThemeRegion>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'mainThemeDark' })).toHaveClass(
      themeClassNames.mainThemeDark,
    );
  },
};

// Usage examples for the docs page (ThemeRegion.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a dark header on a light page is a ThemeRegion; the kit's components inside read the dark theme. */
export const DoThemedHeader: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <ThemeRegion
      theme="mainThemeDark"
      as="header"
      style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12, borderRadius: 8 }}
    >
      <Text weight="semibold">Weekly sync</Text>
      <Text tone="muted" size="sm">
        Recording
      </Text>
      <Button size="sm" tone="critical" style={{ marginInlineStart: 'auto' }}>
        Leave
      </Button>
    </ThemeRegion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-theme', 'mainThemeDark');
  },
};

/**
 * Don't: a dark background painted by hand; the components inside keep the page's (light) tokens, so their text
 * is dark on dark (axe's `color-contrast` rule fails), which is why it is not a test (`!test`).
 */
export const DontPaintTheBackground: Story = {
  tags: ['!dev', '!autodocs', '!test'],
  render: () => (
    <header
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        padding: 12,
        borderRadius: 8,
        background: '#1e1b4b',
      }}
    >
      <Text weight="semibold">Weekly sync</Text>
      <Text tone="muted" size="sm">
        Recording
      </Text>
      <Button size="sm" tone="critical" style={{ marginInlineStart: 'auto' }}>
        Leave
      </Button>
    </header>
  ),
};
