import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { consentResults, dotVoteResults } from '../meetings.fixtures';
import { ResultsView } from './ResultsView';

const meta = {
  title: 'Apps/Meetings/Views/Results',
  component: ResultsView,
  args: { state: { hidden: false, results: dotVoteResults } },
} satisfies Meta<typeof ResultsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the vote is open: how many voted, never a tally. */
export const Hidden: Story = {
  args: { state: { hidden: true, participation: { eligible: 3, voted: 2 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('results-hidden')).toHaveTextContent(
      'Hidden until the host closes the vote: 2 of 3 have voted.',
    );
    await expect(canvas.queryByRole('list', { name: 'Tallies' })).toBeNull();
  },
};

export const DotVote: Story = {
  play: async ({ canvasElement }) => {
    const tallies = within(canvasElement).getByRole('list', { name: 'Tallies' });
    const [first, second] = within(tallies).getAllByRole('listitem');
    await expect(first).toHaveTextContent('6 dots');
    await expect(first).toHaveTextContent('from 3');
    await expect(first).toHaveTextContent('Broad support');
    await expect(second).toHaveTextContent('1 dot');
    await expect(second).toHaveTextContent('Narrow support');
  },
};

/** A consent decision: stances counted in people, the reasons of dissent without names. */
export const ConsentWithMinorityReport: Story = {
  args: { state: { hidden: false, results: consentResults } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Tallies' })).toHaveTextContent('2 people');
    const report = canvas.getByRole('region', { name: 'Minority report' });
    await expect(report).toHaveTextContent('“We have not costed it yet”');
  },
};

export const Blocked: Story = {
  args: {
    state: {
      hidden: false,
      results: { ...consentResults, blocked: true, minorityReasons: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('At least one person blocked this proposal.');
    await expect(canvas.getByText('No objection or block was raised.')).toBeVisible();
  },
};
