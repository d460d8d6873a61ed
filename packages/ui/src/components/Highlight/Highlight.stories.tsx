import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Highlight } from './Highlight';

const meta = {
  title: 'UI/Highlight',
  component: Highlight,
  args: { text: 'Roadmap review: the roadmap for next year', query: 'roadmap' },
  render: (args) => (
    <p>
      <Highlight {...args} />
    </p>
  ),
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every match is marked, whatever its case, and the text keeps its own case. */
export const Matches: Story = {
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Roadmap', 'roadmap']);
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Roadmap review: the roadmap for next year',
    );
  },
};

export const NoMatch: Story = {
  args: { query: 'budget' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: Matches.play,
};
