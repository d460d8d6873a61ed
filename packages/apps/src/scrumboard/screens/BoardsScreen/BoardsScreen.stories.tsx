import { getDbSnapshot } from '@chorus/mock-handlers';
import { type Board, scrumboardPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signInForStory } from '../../../lib/storyAuth';
import { failsWith, stateStories, withAppProviders, withHandlers } from '../../../lib/storybook';
import BoardsScreen from './BoardsScreen';

const boards = () => (getDbSnapshot().stores.scrumboard as { boards: Board[] }).boards;

const meta = {
  title: 'Apps/Scrumboard/BoardsScreen',
  component: BoardsScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/apps/scrumboard/boards', route: '/apps/scrumboard/boards' })],
} satisfies Meta<typeof BoardsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Boards' }, { timeout: 15_000 });

/** Every board is a link to its page (/boards/{id}/{uri}); the New board tile ends the list. */
export const Boards: Story = {
  play: async ({ canvasElement }) => {
    const element = await list(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
    for (const board of boards()) {
      await expect(within(element).getByRole('link', { name: board.name })).toHaveAttribute(
        'href',
        `/apps/scrumboard/boards/${board.id}/${board.uri}`,
      );
    }
    await expect(within(element).getByRole('button', { name: 'New board' })).toBeVisible();
  },
};

/** The New board tile creates a board through board/new (stored) and opens it. */
export const NewBoard: Story = {
  play: async ({ canvasElement }) => {
    const element = await list(canvasElement);
    const count = boards().length;
    await userEvent.click(within(element).getByRole('button', { name: 'New board' }));
    await waitFor(() => expect(boards()).toHaveLength(count + 1));
    const created = boards().at(-1) as Board;
    await expect(created.name).toBe('Untitled Board');
    // It opened: the router went to its page (this story renders the boards for any path).
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Untitled Board' }),
    ).toBeInTheDocument();
  },
};

/** board/new refused: nothing is added, and the snackbar says why. */
export const NewBoardRefused: Story = {
  parameters: {
    ...withHandlers(failsWith(scrumboardPaths.newBoard, 'Boards are read-only today', 'post')),
    i18n: { apiText: ['Boards are read-only today'] },
  },
  play: async ({ canvasElement }) => {
    const element = await list(canvasElement);
    const count = within(element).getAllByRole('listitem').length;
    await userEvent.click(within(element).getByRole('button', { name: 'New board' }));
    await expect(
      await within(document.body).findByText('Could not create the board: Boards are read-only today'),
    ).toBeVisible();
    await expect(within(element).getAllByRole('listitem')).toHaveLength(count);
  },
};

const states = stateStories(scrumboardPaths.boards, {
  empty: 'There are no boards yet.',
  loading: 'Loading boards…',
  error: 'The boards service is down',
});
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

/** The dark theme, the boards loaded: axe checks their contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
  },
};
