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
