import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
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

// Usage examples for the docs page (Text.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a title is a `Heading`; the paragraphs are `Text as="p"`, a secondary one in the muted tone. */
export const DoHeadingAndParagraphs: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 4, maxInlineSize: 420 }}>
      <Heading level={2} size="lg">
        Weekly sync
      </Heading>
      <Text as="p">Every Monday at 10:00, for the whole product team.</Text>
      <Text as="p" size="sm" tone="muted">
        Recorded; the recording is kept for 30 days.
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekly sync' })).toBeVisible();
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(2);
  },
};

/** Don't: a big bold Text as a title; it looks like a heading, but it is not one for a screen reader. */
export const DontTextAsHeading: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 4, maxInlineSize: 420 }}>
      <Text size="lg" weight="bold">
        Weekly sync
      </Text>
      <Text as="p">Every Monday at 10:00, for the whole product team.</Text>
    </div>
  ),
};
