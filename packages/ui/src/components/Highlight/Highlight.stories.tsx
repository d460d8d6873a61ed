import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { List, ListItem } from '../List/List';
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

// Usage examples for the docs page (Highlight.mdx): out of the sidebar and of the docs page's list of states.

const results = ['Roadmap review', 'Design review', 'Quarterly planning: review of the roadmap'];

/** Do: mark what the user searched for in the results, beside the search text they can see. */
export const DoMarkSearchMatches: Story = {
  tags: ['!dev', '!autodocs'],
  args: { query: 'review' },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <p>3 meetings match “{args.query}”</p>
      <List dividers>
        {results.map((text) => (
          <ListItem key={text}>
            <Highlight {...args} text={text} />
          </ListItem>
        ))}
      </List>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(3);
  },
};

/** Don't: use Highlight to stress a word: the mark is a search match's look, and a screen reader says nothing. */
export const DontUseForEmphasis: Story = {
  tags: ['!dev', '!autodocs'],
  args: { text: 'Join before 10:00, or the host has to let you in.', query: 'before 10:00' },
};
