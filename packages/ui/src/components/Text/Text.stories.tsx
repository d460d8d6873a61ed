import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Hear every voice in every meeting.' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['default', 'muted', 'accent', 'critical', 'warning', 'positive', 'info'],
    },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'display'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      {(['default', 'muted', 'accent', 'critical', 'warning', 'positive', 'info'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone} as="p">
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Text key={size} {...args} size={size} as="p">
          {size}
        </Text>
      ))}
      <Text weight="semibold">Semibold</Text>
      <Text weight="bold">Bold</Text>
    </div>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    style: { inlineSize: 180 },
    title: 'Quarterly planning with the whole product team',
    children: 'Quarterly planning with the whole product team',
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Quarterly planning with the whole product team');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
