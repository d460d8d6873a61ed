import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { groupedIdeas, revealedIdeas, unrevealedIdeas } from '../meetings.fixtures';
import { IdeasBoard } from './IdeasBoard';

const meta = {
  title: 'Apps/Meetings/Views/IdeasBoard',
  component: IdeasBoard,
  args: { data: revealedIdeas, isHost: false, canHide: false, onHide: fn() },
} satisfies Meta<typeof IdeasBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the reveal: a count, never an idea. */
export const NotRevealed: Story = {
  args: { data: unrevealedIdeas },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The ideas are not revealed yet: 2 of 3 people have written.',
    );
  },
};

/** An attendee: names only where the author opted in; hidden ideas are not there. */
export const Revealed: Story = {
  args: { data: groupedIdeas },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Revealed ideas' });
    await expect(within(board).getAllByRole('listitem')).toHaveLength(3);
    await expect(board).toHaveTextContent('Sam Staff');
    await expect(board).toHaveTextContent('Yours');
    await expect(board).toHaveTextContent('Fewer meetings');
    await expect(board).not.toHaveTextContent('coffee machine');
    await expect(within(board).queryByRole('button')).toBeNull();
  },
};

/** The host sees the hidden idea, marked, and may show it again or hide another. */
export const HostModerates: Story = {
  args: { isHost: true, canHide: true },
  play: async ({ args, canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Revealed ideas' });
    await expect(board).toHaveTextContent('Hidden by the host: off-topic');
    await userEvent.click(
      within(board).getByRole('button', { name: 'Show idea: Off-topic: the coffee machine' }),
    );
    await expect(args.onHide).toHaveBeenCalledWith('idea-5', false);
  },
};

/** Hiding asks why, and confirms: no reason, no hiding; Cancel hides nothing. */
export const HideAsksAReason: Story = {
  args: { isHost: true, canHide: true },
  play: async ({ args, canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Revealed ideas' });
    const hide = within(board).getByRole('button', { name: 'Hide idea: No meetings on Fridays' });
    await userEvent.click(hide);
    const page = within(canvasElement.ownerDocument.body);
    let dialog = await page.findByRole('dialog', { name: 'Hide this idea?' });
    await expect(dialog).toHaveTextContent('No meetings on Fridays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.click(hide);
    dialog = await page.findByRole('dialog', { name: 'Hide this idea?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, '\u200b ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide idea' }));
    await expect(reason).toHaveAccessibleDescription(/Say why the idea is hidden/);
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, ' off-topic ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide idea' }));
    await expect(args.onHide).toHaveBeenCalledWith('idea-4', true, 'off-topic');
  },
};

/** The author still sees their own hidden idea, marked with the host's reason. */
export const AuthorSeesTheirHiddenIdea: Story = {
  args: {
    data: {
      ...revealedIdeas,
      ideas: revealedIdeas.ideas.map((entry) => (entry.id === 'idea-5' ? { ...entry, isMine: true } : entry)),
    },
  },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Revealed ideas' });
    await expect(board).toHaveTextContent('Off-topic: the coffee machine');
    await expect(board).toHaveTextContent('Hidden by the host: off-topic');
    await expect(within(board).queryByRole('button')).toBeNull();
  },
};

export const NoIdeas: Story = {
  args: { data: { ...revealedIdeas, ideas: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ideas were written.')).toBeVisible();
  },
};

/** Written in columns (a retrospective's): each idea says its column, and the board reads column by column. */
export const InColumns: Story = {
  args: {
    columns: ['Went well', 'To improve', 'Try next'],
    data: {
      ...revealedIdeas,
      ideas: revealedIdeas.ideas
        .filter((entry) => !entry.hidden)
        .map((entry, index) => ({ ...entry, column: [2, 0, 1][index] ?? 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole('list', { name: 'Revealed ideas' })).getAllByRole(
      'listitem',
    );
    await expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Shorter meetings with a written agenda',
      'No meetings on Fridays',
      'A weekly digest of decisions',
    ]);
    await expect(cards[0]).toHaveTextContent('Went well');
    await expect(cards[2]).toHaveTextContent('Try next');
  },
};
