import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { outcomes, proposal } from '../meetings.fixtures';
import { OutcomeView } from './OutcomeView';

const meta = {
  title: 'Apps/Meetings/Views/Outcome',
  component: OutcomeView,
  args: { outcomes: [], canRecord: false, lastProposal: null, onRecord: fn(async () => undefined) },
} satisfies Meta<typeof OutcomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoOutcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No outcome recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Decision' })).toBeNull();
  },
};

/** Dates read in the user's locale (en-GB in the tests). */
export const Recorded: Story = {
  args: { outcomes },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recorded outcomes' });
    await expect(list).toHaveTextContent('Adopt onboarding buddies from next sprint');
    await expect(list).toHaveTextContent('Decided 12 Mar 2026 · review on 1 Jun 2026');
  },
};

/** The host records the last proposal as decided, with a review date; the form empties once it is in. */
export const HostRecords: Story = {
  args: { canRecord: true, lastProposal: { id: proposal.id, statement: proposal.statement } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = canvas.getByRole('textbox', { name: 'Decision' });
    await expect(decision).toHaveValue(proposal.statement);
    fireEvent.change(canvas.getByLabelText('Review on'), { target: { value: '2030-01-15' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Record outcome' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      statement: proposal.statement,
      reviewOn: '2030-01-15',
      proposalId: proposal.id,
    });
    await waitFor(() => expect(decision).toHaveValue(''));
  },
};
