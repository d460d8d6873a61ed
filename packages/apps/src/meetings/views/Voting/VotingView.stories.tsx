import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { emptyBallot, groupedIdeas, idea, revealedIdeas, themeBallot } from '../meetings.fixtures';
import { VotingView } from './VotingView';

const meta = {
  title: 'Apps/Meetings/Views/Voting',
  component: VotingView,
  args: {
    ideas: revealedIdeas,
    ballot: emptyBallot,
    dotsPerPerson: 5,
    maxDotsPerIdea: 3,
    submittedCount: 1,
    eligibleCount: 3,
    open: true,
    onSave: fn(),
  },
} satisfies Meta<typeof VotingView>;
export default meta;
type Story = StoryObj<typeof meta>;

const agenda = 'Shorter meetings with a written agenda';
const fridays = 'No meetings on Fridays';

/** A fresh ballot: the hidden idea gets no dots, tallies stay hidden, at most three dots on one idea. */
export const HiddenTallies: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('5 of 5 dots left');
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('Nobody sees how others voted');
    await expect(canvas.queryByText(/coffee machine/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save my ballot' })).toBeDisabled();
    const add = canvas.getByRole('button', { name: `Add a dot to ${agenda}` });
    for (let i = 0; i < 3; i += 1) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save my ballot' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ targetId: 'idea-3', points: 3 }]);
  },
};

/** The budget is spent: no idea takes another dot until one comes off. */
export const OverBudget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: `Add a dot to ${agenda}` }));
    for (let i = 0; i < 2; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: `Add a dot to ${fridays}` }));
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('0 of 5 dots left');
    for (const button of canvas.getAllByRole('button', { name: /^Add a dot/ }))
      await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Remove a dot from ${fridays}` }));
    await expect(canvas.getByRole('button', { name: `Add a dot to ${fridays}` })).toBeEnabled();
  },
};

/** A saved ballot comes back as the draft; a theme is one target, its ideas shown inside it. */
export const BallotIn: Story = {
  args: { ideas: groupedIdeas, ballot: themeBallot },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your ballot is in/)).toBeVisible();
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('1 of 5 dots left');
    await expect(canvas.getByRole('list', { name: 'Vote on the ideas' })).toHaveTextContent(
      'Theme: Fewer meetings · 2 ideas',
    );
  },
};

/**
 * The vote is on one level: the theme once with its ideas inside (not votable apart), then the ideas in
 * no theme; "1 idea" / "2 ideas"; a theme listed twice in the answer still shows once.
 */
export const OneLevel: Story = {
  args: {
    ideas: {
      ...groupedIdeas,
      ideas: [...groupedIdeas.ideas, idea('idea-6', 'Stand-ups in the afternoon', { groupId: 'group-2' })],
      groups: [
        ...groupedIdeas.groups,
        { id: 'group-2', meetingId: 'meeting-1', title: 'Timing', ideaIds: ['idea-6'], order: 1, version: 1 },
        ...groupedIdeas.groups,
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ballot = canvas.getByRole('list', { name: 'Vote on the ideas' });
    const rows = within(ballot)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === ballot);
    await expect(rows.map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Theme: Fewer meetings · 2 ideas',
      'Theme: Timing · 1 idea',
      'A weekly digest of decisions',
    ]);
    const inside = canvas.getByRole('list', { name: 'Ideas in Fewer meetings' });
    await expect(inside).toHaveTextContent(agenda);
    await expect(inside).toHaveTextContent(fridays);
    await expect(canvas.queryByRole('button', { name: `Add a dot to ${agenda}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a dot to the theme Fewer meetings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my ballot' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ targetId: 'group-1', points: 1 }]);
  },
};

/** Closed, or only following: the targets, no buttons. */
export const Closed: Story = {
  args: { open: false, submittedCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('progress')).toHaveTextContent('3 of 3 voted');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByTestId('dots-left')).toBeNull();
  },
};

/** Fewer than three have voted: no count that would tell who. */
export const FewVoted: Story = {
  args: { submittedCount: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('progress')).toHaveTextContent('Counted once 3 have voted');
    await expect(canvas.getByTestId('progress')).not.toHaveTextContent(/\d of 3/);
  },
};

/** The host hid an idea this voter had put dots on: the dots come back, and the voter is told. */
export const DotsReturned: Story = {
  args: { ideas: revealedIdeas, ballot: { ...emptyBallot, returnedDots: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dots-returned')).toHaveTextContent(
      'The host hid an idea you had voted for: 2 dots came back to you.',
    );
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('5 of 5 dots left');
  },
};

/** A score vote: each idea scored from 0 to 5 (a 0 is a score), one left unscored; no budget of dots. */
export const ScoreVote: Story = {
  args: { scoring: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('score-rules')).toHaveTextContent('from 0 (not at all) to 5 (the best)');
    await expect(canvas.queryByTestId('dots-left')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save my ballot' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Score for ${agenda}` }), '5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Score for ${fridays}` }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my ballot' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { targetId: 'idea-3', points: 5 },
      { targetId: 'idea-4', points: 0 },
    ]);
  },
};
