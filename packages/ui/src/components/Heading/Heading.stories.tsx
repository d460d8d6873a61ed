import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Better virtual meetings' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Heading level 3');
  },
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'display', children: 'An h2 that looks like a display title' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
  },
};
