import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { ProposalComposer } from './ProposalComposer';

const meta = {
  title: 'Apps/Meetings/Views/Decision/ProposalComposer',
  component: ProposalComposer,
  args: {
    initial: 'Decide what goes on the checklist',
    topItems: ['Theme: People', 'A who-to-ask map'],
    round: 1,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ProposalComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The host picks one of the top items of the tally, edits it, and opens the consent round. */
export const PickFromTheTally: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Proposal' });
    await expect(text).toHaveValue('Decide what goes on the checklist');
    await userEvent.click(canvas.getByRole('button', { name: 'Use “A who-to-ask map” as the proposal' }));
    await expect(text).toHaveValue('A who-to-ask map');
    await userEvent.type(text, ' for every new hire');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the consent round' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('A who-to-ask map for every new hire');
  },
};

/** An empty proposal is refused in the form. */
export const Empty: Story = {
  args: { initial: '', topItems: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the consent round' }));
    await expect(await canvas.findByText('Write the proposal')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A revision: the amended text opens the next round; the unchanged text cannot. */
export const Revision: Story = {
  args: { initial: 'Mugs for everyone', round: 2, topItems: [], onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open round 2' });
    await expect(open).toBeDisabled();
    const text = canvas.getByRole('textbox', { name: 'Amended proposal' });
    await userEvent.clear(text);
    await userEvent.type(text, 'A note and a map');
    await userEvent.click(open);
    await expect(args.onSubmit).toHaveBeenCalledWith('A note and a map');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
