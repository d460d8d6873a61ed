import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import type { Outcome } from '@chorus/mock-handlers/contracts';
import { outcomes } from '../meetings.fixtures';
import { OutcomeView } from './OutcomeView';

const meta = {
  title: 'Apps/Meetings/Views/Outcome',
  component: OutcomeView,
  args: { outcomes: [], canRecord: false, onRecord: fn(async () => undefined) },
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

/** Dates read in the user's locale (en-GB in the tests); a consent outcome shows its counts, rounds and minority report. */
export const Recorded: Story = {
  args: { outcomes },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recorded outcomes' });
    await expect(list).toHaveTextContent('Adopt onboarding buddies from next sprint');
    await expect(list).toHaveTextContent('Decided 12 Mar 2026 · review on 1 Jun 2026');
    await expect(within(list).getByTestId('consent-counts')).toHaveTextContent(
      'Round 2: 2 agree · 0 abstain · 1 object · 0 block',
    );
    await expect(within(list).getByRole('list', { name: 'Minority report' })).toHaveTextContent(
      'Objection“We have not costed it yet”',
    );
    await expect(within(list).getByRole('list', { name: 'Earlier rounds' })).toHaveTextContent(
      'Round 1: “Adopt onboarding buddies from this sprint” · 1 agree · 0 abstain · 1 object · 1 block',
    );
    // The earlier round keeps its own minority report, the block marked as such.
    await expect(within(list).getByRole('list', { name: 'Minority report of round 1' })).toHaveTextContent(
      'Block“Nobody has time to be a buddy this sprint”',
    );
  },
};

/** "Record no decision": marked as such, with the block that stopped it. */
export const NoDecision: Story = {
  args: {
    outcomes: [
      {
        ...(outcomes[0] as Outcome),
        kind: 'noDecision',
        reviewOn: null,
        consent: {
          round: 1,
          statement: 'Adopt onboarding buddies from next sprint',
          counts: { agree: 1, abstain: 0, object: 0, block: 1 },
          minorityReport: [{ choice: 'block', reason: 'Nobody has time to be a buddy' }],
          earlierRounds: [],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recorded outcomes' });
    await expect(list).toHaveTextContent('No decision');
    await expect(list).toHaveTextContent('Recorded 12 Mar 2026');
    await expect(list).toHaveTextContent('Block“Nobody has time to be a buddy”');
  },
};

/** A gradients-of-agreement decision: the consent reading, then every level's count; the reason marked with its level. */
export const GradientsDecision: Story = {
  args: {
    outcomes: [
      {
        ...(outcomes[0] as Outcome),
        consent: {
          round: 1,
          statement: 'Adopt onboarding buddies from next sprint',
          counts: { agree: 2, abstain: 0, object: 1, block: 0 },
          gradients: {
            endorse: 1,
            agreeMinor: 0,
            reservations: 0,
            abstain: 0,
            discuss: 0,
            dislike: 1,
            disagree: 1,
            veto: 0,
          },
          minorityReport: [{ choice: 'disagree', reason: 'Still not costed' }],
          earlierRounds: [],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recorded outcomes' });
    await expect(within(list).getByTestId('consent-counts')).toHaveTextContent(
      '2 agree · 0 abstain · 1 object · 0 block',
    );
    await expect(within(list).getByTestId('consent-gradients')).toHaveTextContent(
      'Gradients of agreement: Whole-hearted endorsement: 1 · Agreement with a minor point of contention: 0 · ' +
        'Support with reservations: 0 · Abstain: 0 · More discussion needed: 0 · Don’t like but will support: 1 · ' +
        'Serious disagreement: 1 · Veto: 0',
    );
    await expect(within(list).getByRole('list', { name: 'Minority report' })).toHaveTextContent(
      'Serious disagreement“Still not costed”',
    );
  },
};

/** The host records an outcome in words, with a review date; the form empties once it is in. */
export const HostRecords: Story = {
  args: { canRecord: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = canvas.getByRole('textbox', { name: 'Decision' });
    await userEvent.type(decision, 'Keep the retro monthly');
    fireEvent.change(canvas.getByLabelText('Review on'), { target: { value: '2030-01-15' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Record outcome' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      statement: 'Keep the retro monthly',
      reviewOn: '2030-01-15',
    });
    await waitFor(() => expect(decision).toHaveValue(''));
  },
};
