import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { proposal } from '../meetings.fixtures';
import { DecisionView } from './DecisionView';

const meta = {
  title: 'Apps/Meetings/Views/Decision',
  component: DecisionView,
  args: {
    proposal,
    submittedCount: 1,
    eligibleCount: 3,
    open: true,
    reasonRequired: true,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof DecisionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agree: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adopt onboarding buddies from next sprint')).toBeVisible();
    await expect(canvas.getByTestId('progress')).toHaveTextContent('1 of 3 responded');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(await canvas.findByText('Choose a stance')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(args.onSave).toHaveBeenCalledWith({ choice: 'agree', reason: undefined });
  },
};

/** An objection needs a reason, published without a name; with one it is saved. */
export const ObjectNeedsReason: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Object/ }));
    await expect(canvas.getByRole('textbox', { name: /^Reason \(required\)/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(
      await canvas.findByText('Say why: objections and blocks need a reason, shared without your name'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Reason/ }), 'We have not costed it yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(args.onSave).toHaveBeenCalledWith({ choice: 'object', reason: 'We have not costed it yet' });
  },
};

/** The proposal is closed: the viewer's stance, no form. */
export const Closed: Story = {
  args: {
    open: false,
    proposal: { ...proposal, status: 'closed', viewerStance: { choice: 'abstain', reason: null } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You said: Abstain')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const NoProposalYet: Story = {
  args: { proposal: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The proposal appears when this phase starts.'),
    ).toBeVisible();
  },
};

/** While the host writes the proposal, attendees wait: no stance form yet. */
export const DraftForAttendees: Story = {
  args: { proposal: { ...proposal, status: 'draft' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('proposal-draft')).toHaveTextContent('The host is writing the proposal');
    await expect(canvas.queryByText(proposal.statement)).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** A revised proposal in its second round: the round is named; the closed round's results show above. */
export const RevisedRoundClosed: Story = {
  args: {
    open: false,
    proposal: { ...proposal, round: 2, status: 'closed' },
    roundResults: <p>Results of round 2</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Revised proposal · round 2 · consent round closed')).toBeVisible();
    await expect(canvas.getByText('Results of round 2')).toBeVisible();
  },
};

/**
 * Gradients of agreement: eight levels from whole-hearted endorsement to veto, each with what it means; a veto needs
 * its reason like a block.
 */
export const GradientsOfAgreement: Story = {
  args: { method: 'gradients' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const levels = [
      'Whole-hearted endorsement',
      'Agreement with a minor point of contention',
      'Support with reservations',
      'Abstain',
      'More discussion needed',
      'Don’t like but will support',
      'Serious disagreement',
      'Veto',
    ];
    // Each level is a radio named by it, and they come in the scale's order.
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(8);
    for (const [index, level] of levels.entries())
      await expect(canvas.getByRole('radio', { name: new RegExp(`^${level}`) })).toBe(radios[index]);
    await userEvent.click(canvas.getByRole('radio', { name: /^Veto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(
      await canvas.findByText(/a call for more discussion, a serious disagreement and a veto need a reason/),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /^Support with reservations/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(args.onSave).toHaveBeenCalledWith({ choice: 'reservations', reason: undefined });
  },
};

/** A closed gradients round: the level the viewer took, by its name. */
export const GradientsClosed: Story = {
  args: {
    method: 'gradients',
    open: false,
    proposal: { ...proposal, status: 'closed', viewerStance: { choice: 'dislike', reason: null } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You said: Don’t like but will support')).toBeVisible();
  },
};
