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
  args: { state: { hidden: true, participation: { eligible: 4, voted: 3 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('results-hidden')).toHaveTextContent(
      'Hidden until the host closes the vote: 3 of 4 have voted.',
    );
    await expect(canvas.queryByRole('list', { name: 'Tallies' })).toBeNull();
  },
};

/** Fewer than three have voted: not even the count (with one voter, it would tell who). */
export const HiddenFewVoted: Story = {
  args: { state: { hidden: true, participation: { eligible: 3, voted: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('results-hidden')).toHaveTextContent(
      'Hidden until the host closes the vote; the count shows once 3 have voted.',
    );
  },
};

/** Bars are scaled to every dot cast (6 of 7), not to the largest value; no "support" badges. */
export const DotVote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('results')).toHaveTextContent('3 of 3 took part · 7 dots cast.');
    const tallies = canvas.getByRole('list', { name: 'Tallies' });
    const [first, second] = within(tallies).getAllByRole('listitem');
    await expect(first).toHaveTextContent('6 dots86%');
    await expect(second).toHaveTextContent('1 dot14%');
    const bar = within(first as HTMLElement).getByRole('progressbar', { hidden: true });
    await expect(bar).toHaveAttribute('aria-valuemax', '7');
    await expect(canvas.queryByText(/support/i)).toBeNull();
  },
};

/** A consent decision: the four stances counted in people, each dissent marked objection or block, no names. */
export const ConsentWithMinorityReport: Story = {
  args: { state: { hidden: false, results: consentResults } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stances = within(canvas.getByRole('list', { name: 'Stances' })).getAllByRole('listitem');
    await expect(stances.map((item) => item.textContent)).toEqual([
      'Agree2 people67%',
      'Abstain0 people0%',
      'Object1 person33%',
      'Block0 people0%',
    ]);
    await expect(canvas.queryByText(/support/i)).toBeNull();
    const report = canvas.getByRole('region', { name: 'Minority report' });
    await expect(report).toHaveTextContent('Objection“We have not costed it yet”');
  },
};

/** A block: the alert, and the block's reason marked as such; the round of a revised proposal. */
export const Blocked: Story = {
  args: {
    state: {
      hidden: false,
      results: {
        ...consentResults,
        round: 2,
        blocked: true,
        minorityReasons: ['It breaks the launch plan'],
        minorityReport: [{ choice: 'block', reason: 'It breaks the launch plan' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('At least one person blocked this proposal.');
    await expect(canvas.getByText(/Round 2/)).toBeVisible();
    const report = canvas.getByRole('region', { name: 'Minority report' });
    await expect(report).toHaveTextContent('Block“It breaks the launch plan”');
  },
};

/** Nobody dissented. */
export const NoDissent: Story = {
  args: { state: { hidden: false, results: { ...consentResults, minorityReasons: [], minorityReport: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No objection or block was raised.')).toBeVisible();
  },
};

/** Gradients of agreement: the eight levels in their order, named in the reader's language; a veto is the alert. */
export const GradientsVetoed: Story = {
  args: {
    state: {
      hidden: false,
      results: {
        ...consentResults,
        method: 'gradients',
        blocked: true,
        participation: { eligible: 4, voted: 4 },
        tallies: (
          [
            ['endorse', 1],
            ['agreeMinor', 0],
            ['reservations', 1],
            ['abstain', 0],
            ['discuss', 1],
            ['dislike', 0],
            ['disagree', 0],
            ['veto', 1],
          ] as const
        ).map(([targetId, points]) => ({
          targetId,
          targetType: 'choice' as const,
          label: targetId,
          points,
          voters: points,
          spread: null,
        })),
        minorityReasons: ['It leaves the field teams behind', 'We have not costed it'],
        minorityReport: [
          { choice: 'veto', reason: 'It leaves the field teams behind' },
          { choice: 'discuss', reason: 'We have not costed it' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const levels = within(canvas.getByRole('list', { name: 'Stances' })).getAllByRole('listitem');
    await expect(levels.map((item) => item.textContent)).toEqual([
      'Whole-hearted endorsement1 person25%',
      'Agreement with a minor point of contention0 people0%',
      'Support with reservations1 person25%',
      'Abstain0 people0%',
      'More discussion needed1 person25%',
      'Don’t like but will support0 people0%',
      'Serious disagreement0 people0%',
      'Veto1 person25%',
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('At least one person vetoed this proposal.');
    const report = canvas.getByRole('region', { name: 'Minority report' });
    await expect(report).toHaveTextContent(
      'Veto“It leaves the field teams behind”More discussion needed“We have not costed it”',
    );
  },
};

/** A score vote: each theme or idea by its mean of 5, how many scored it and how many gave each score. */
export const ScoreVote: Story = {
  args: {
    state: {
      hidden: false,
      results: {
        ...dotVoteResults,
        kind: 'scoreVote',
        participation: { eligible: 3, voted: 3 },
        tallies: [
          {
            targetId: 'group-1',
            targetType: 'group',
            label: 'Fewer meetings',
            points: 12,
            voters: 3,
            spread: null,
            mean: 4,
            distribution: [0, 0, 0, 1, 1, 1],
          },
          {
            targetId: 'idea-1',
            targetType: 'idea',
            label: 'A weekly digest of decisions',
            points: 0,
            voters: 0,
            spread: null,
            mean: null,
            distribution: [0, 0, 0, 0, 0, 0],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 3 took part.')).toBeVisible();
    const [first, second] = within(canvas.getByRole('list', { name: 'Tallies' })).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Fewer meetings');
    await expect(first).toHaveTextContent('mean 4 of 5');
    await expect(first).toHaveTextContent('3 people');
    await expect(within(first as HTMLElement).getByTestId('score-distribution')).toHaveTextContent(
      'Scores: 0: 0 · 1: 0 · 2: 0 · 3: 1 · 4: 1 · 5: 1',
    );
    await expect(second).toHaveTextContent('not scored');
    await expect(canvas.queryByText(/dots?/)).toBeNull();
  },
};
