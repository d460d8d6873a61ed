import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { ConsentRoundActions } from './ConsentRoundActions';

const meta = {
  title: 'Apps/Meetings/Views/Decision/ConsentRoundActions',
  component: ConsentRoundActions,
  args: {
    statement: 'Mugs for everyone',
    round: 1,
    counts: { agree: 1, abstain: 0, object: 1, block: 1 },
    recorded: null,
    canRevise: true,
    topItems: [],
    onRevise: fn(async () => undefined),
    onRecord: fn(async () => undefined),
  },
} satisfies Meta<typeof ConsentRoundActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A block: no "Record the decision"; revise (a new round on an amended text) or record no decision. */
export const Blocked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/A block stands/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Record the decision/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Record no decision' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      noDecision: true,
      objectionsResolved: false,
      reviewOn: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Revise the proposal' }));
    const text = canvas.getByRole('textbox', { name: 'Amended proposal' });
    await userEvent.clear(text);
    await userEvent.type(text, 'No mugs');
    await userEvent.click(canvas.getByRole('button', { name: 'Open round 2' }));
    await expect(args.onRevise).toHaveBeenCalledWith('No mugs');
  },
};

/** Only objections: they may be recorded as resolved, besides revising or recording no decision. */
export const Objected: Story = {
  args: { counts: { agree: 2, abstain: 0, object: 1, block: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/An objection is unresolved/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revise the proposal' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record the decision: objections resolved' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      noDecision: false,
      objectionsResolved: true,
      reviewOn: null,
    });
  },
};

/** Gradients of agreement: the dissent named by its levels; serious disagreement may be recorded as resolved. */
export const GradientsDisagreed: Story = {
  args: { method: 'gradients', counts: { agree: 2, abstain: 0, object: 1, block: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/A serious disagreement or a call for more discussion is unresolved/),
    ).toBeVisible();
    await expect(canvas.queryByText(/objection/i)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Record the decision: concerns resolved' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      noDecision: false,
      objectionsResolved: true,
      reviewOn: null,
    });
  },
};

/** A veto in a gradients round: no decision can be recorded over it. */
export const GradientsVetoed: Story = {
  args: { method: 'gradients' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/A veto stands/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Record the decision/ })).toBeNull();
  },
};

/** Consent: the decision is recorded, with a review date. */
export const Consent: Story = {
  args: { counts: { agree: 2, abstain: 1, object: 0, block: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/the group consents/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revise the proposal' })).toBeNull();
    fireEvent.change(canvas.getByLabelText('Review on'), { target: { value: '2030-01-15' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Record the decision' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      noDecision: false,
      objectionsResolved: false,
      reviewOn: '2030-01-15',
    });
  },
};

/** Once recorded, it says so and offers nothing more. */
export const Recorded: Story = {
  args: { recorded: 'noDecision' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No decision is recorded');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Everyone who took a stance agreed, but too few took one: short of the quorum, only "Record no decision". */
export const QuorumNotMet: Story = {
  args: { counts: { agree: 2, abstain: 0, object: 0, block: 0 }, quorum: { needed: 3, stances: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Quorum not met: 2 of the 3 stances needed were taken/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Record the decision/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Revise the proposal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Record no decision' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      noDecision: true,
      objectionsResolved: false,
      reviewOn: null,
    });
  },
};
