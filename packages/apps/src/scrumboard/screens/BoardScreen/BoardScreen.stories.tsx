import { getDbSnapshot } from '@chorus/mock-handlers';
import { type Board, scrumboardPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signInForStory } from '../../../lib/storyAuth';
import {
  failsWith,
  neverAnswers,
  refusedChangeStory,
  withAppProviders,
  withHandlers,
} from '../../../lib/storybook';
import BoardScreen from './BoardScreen';

const ROUTE = '/apps/scrumboard/boards/board-1/acme-frontend-application';
const stored = (id = 'board-1') =>
  (getDbSnapshot().stores.scrumboard as { boards: Board[] }).boards.find((board) => board.id === id) as Board;

const meta = {
  title: 'Apps/Scrumboard/BoardScreen',
  component: BoardScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/apps/scrumboard/boards/:boardId/:boardUri?', route: ROUTE })],
} satisfies Meta<typeof BoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const ready = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('list', { name: /^Lists of / }, { timeout: 15_000 });
  return within(canvasElement).getAllByTestId('scrumboard-list');
};
const cardsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByTestId('scrumboard-card')
    .map((card) => within(card).getByRole('button', { name: /^Open card / }).textContent ?? '');
/** The card names of every list, as shown. */
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByTestId('scrumboard-list').map(cardsOf);
/** The card names of every stored list. */
const storedNames = () => {
  const board = stored();
  return board.lists.map((list) =>
    list.idCards.map((id) => board.cards.find((card) => card.id === id)?.name),
  );
};

/** The lists side by side in their stored order, each with its cards. */
export const BoardWithLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lists = await ready(canvasElement);
    const board = stored();
    await expect(canvas.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
    await expect(lists.map((list) => within(list).getByRole('heading', { level: 2 }).textContent)).toEqual(
      board.lists.map((list) => list.name),
    );
    await waitFor(() => expect(shown(canvasElement)).toEqual(storedNames()));
  },
};

/** A list is added at the end, renamed inline, and removed after a confirmation (its cards with it). */
export const AddRenameAndRemoveAList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await ready(canvasElement)).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add a list' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New list name' }), 'Blocked{Enter}');
    await waitFor(() => expect(canvas.getAllByTestId('scrumboard-list')).toHaveLength(before + 1));
    await expect(stored().lists.at(-1)?.name).toBe('Blocked');

    await userEvent.click(canvas.getByRole('button', { name: 'Rename list “Blocked”' }));
    const field = canvas.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Waiting{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Waiting' })).toBeVisible();
    await waitFor(() => expect(stored().lists.at(-1)?.name).toBe('Waiting'));

    const first = stored().lists[0] as Board['lists'][number];
    await userEvent.click(canvas.getByRole('button', { name: `Actions for list “${first.name}”` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove list' }));
    const confirm = await body().findByRole('dialog', { name: `Remove the list “${first.name}”?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getAllByTestId('scrumboard-list')).toHaveLength(before), {
      timeout: 15_000,
    });
    // The board drops the list at once (optimistic); the server's copy follows its answer.
    await waitFor(() => expect(stored().lists.some((list) => list.id === first.id)).toBe(false));
    await expect(stored().cards.some((card) => first.idCards.includes(card.id))).toBe(false);
  },
};

/** A card is added at the bottom of its list; the board is renamed in its header. */
export const AddACardAndRenameTheBoard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = (await ready(canvasElement)) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Add a card' }));
    await userEvent.type(
      within(first).getByRole('textbox', { name: 'New card title' }),
      'Write release notes{Enter}',
    );
    await waitFor(() => expect(cardsOf(first).at(-1)).toBe('Write release notes'));
    await expect(storedNames()[0]?.at(-1)).toBe('Write release notes');

    const name = stored().name;
    await userEvent.click(canvas.getByRole('button', { name: `Rename board “${name}”` }));
    const field = canvas.getByRole('textbox', { name: 'Board name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Renamed board{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Renamed board' })).toBeVisible();
    await waitFor(() => expect(stored().name).toBe('Renamed board'));
  },
};

/** The keyboard: Space picks a card up, → takes it to the next list, ↓ down a place, Space drops; each step is said. */
async function moveFirstCardByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const board = stored();
  const [from, to] = board.lists as [Board['lists'][number], Board['lists'][number]];
  const card = board.cards.find((entry) => entry.id === from.idCards[0]) as Board['cards'][number];
  const handle = canvas.getAllByRole('button', { name: `Move card “${card.name}”` })[0] as HTMLElement;
  handle.focus();
  await userEvent.keyboard(' ');
  await expect(
    await canvas.findByText(
      `Picked up card ${card.name}, in list ${from.name}, position 1 of ${from.idCards.length}.`,
    ),
  ).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  const count = to.idCards.length + 1;
  await expect(
    await canvas.findByText(`Moved card ${card.name} to list ${to.name}, position 1 of ${count}`),
  ).toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}');
  await expect(
    await canvas.findByText(`Moved card ${card.name} to list ${to.name}, position 2 of ${count}`),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: `Move card “${card.name}”`, pressed: true })).toHaveFocus(),
  );
  await userEvent.keyboard(' ');
  return { card, from, to };
}

/** Moved by keyboard to the next list: shown at once, stored by card/order, focus kept on the card's handle. */
export const MoveACardByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const { card, to } = await moveFirstCardByKeyboard(canvasElement);
    await waitFor(() => expect(stored().lists[1]?.idCards[1]).toBe(card.id));
    await expect(stored().lists[1]?.idCards).toHaveLength(to.idCards.length + 1);
    await expect(shown(canvasElement)).toEqual(storedNames());
  },
};

/** Escape puts the card back where it was; nothing is stored. */
export const KeyboardMoveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const before = storedNames();
    const board = stored();
    const card = board.cards.find(
      (entry) => entry.id === board.lists[0]?.idCards[0],
    ) as Board['cards'][number];
    (canvas.getAllByRole('button', { name: `Move card “${card.name}”` })[0] as HTMLElement).focus();
    await userEvent.keyboard(' {ArrowRight}{Escape}');
    await expect(
      await canvas.findByText(
        new RegExp(`^Cancelled\\. Card .+ is back in list ${board.lists[0]?.name}, position 1 of`),
      ),
    ).toBeInTheDocument();
    await expect(shown(canvasElement)).toEqual(before);
    await expect(storedNames()).toEqual(before);
  },
};

/** A list moves along the row by keyboard (list/order). */
export const MoveAListByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const [first, second] = stored().lists as [Board['lists'][number], Board['lists'][number]];
    canvas.getByRole('button', { name: `Move list “${first.name}”` }).focus();
    await userEvent.keyboard(' {ArrowRight} ');
    await expect(
      await canvas.findByText(`Dropped list ${first.name} at position 2 of ${stored().lists.length}.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        stored()
          .lists.slice(0, 2)
          .map((list) => list.id),
      ).toEqual([second.id, first.id]),
    );
  },
};

/** card/order refused: the card goes back to its list, and the snackbar says why. */
export const RefusedMoveRollsBack: Story = refusedChangeStory({
  path: scrumboardPaths.orderCards,
  snackbar: 'Could not move the card',
  ready,
  read: shown,
  act: async (canvasElement) => {
    await moveFirstCardByKeyboard(canvasElement);
  },
  after: async (_canvasElement, before) => expect(storedNames()).toEqual(before),
});

/** An unknown board id: the spec's page state, not a crash. */
export const UnknownBoard: Story = {
  parameters: { route: '/apps/scrumboard/boards/no-such-board' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Requested board do not exist', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All boards' })).toBeVisible();
  },
};

/** A board with no lists yet: it says so and offers to add one. */
export const Empty: Story = {
  parameters: withHandlers(
    http.get(scrumboardPaths.board, () =>
      HttpResponse.json({ ...stored(), lists: [], cards: [] } satisfies Board),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This board has no lists yet.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a list' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(scrumboardPaths.board)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the board…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(scrumboardPaths.board, 'The boards service is down')),
    i18n: { apiText: ['The boards service is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The boards service is down');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The card dialog: each change is stored at once through card/update (name, label, checklist item, comment). */
export const EditACardInItsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const board = stored();
    const card = board.cards.find((entry) => entry.checklists.length > 0) as Board['cards'][number];
    const storedCard = () => stored().cards.find((entry) => entry.id === card.id) as Board['cards'][number];
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Open card “${card.name}”` })[0] as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: card.name }));

    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Fix login{Enter}');
    await waitFor(() => expect(storedCard().name).toBe('Fix login'));
    await expect(await body().findByRole('dialog', { name: 'Fix login' })).toBeVisible();

    const label = board.labels.find((entry) => !card.idLabels.includes(entry.id)) as Board['labels'][number];
    await userEvent.click(dialog.getByRole('checkbox', { name: label.name }));
    await waitFor(() => expect(storedCard().idLabels).toContain(label.id));

    await userEvent.type(dialog.getByRole('textbox', { name: 'Write a comment' }), 'Looks good{Enter}');
    await waitFor(() => expect(storedCard().activities[0]?.message).toBe('Looks good'));
    await expect(dialog.getByText('Looks good')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The card's face shows the new name and its progress.
    await expect(canvas.getByRole('button', { name: 'Open card “Fix login”' })).toBeVisible();
  },
};

/** Remove card asks first, then card/remove takes it from its list. */
export const RemoveACard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const board = stored();
    const card = board.cards.find(
      (entry) => entry.id === board.lists[0]?.idCards[0],
    ) as Board['cards'][number];
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Open card “${card.name}”` })[0] as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: card.name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove card' }));
    const confirm = await body().findByRole('dialog', { name: `Remove the card “${card.name}”?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stored().cards.some((entry) => entry.id === card.id)).toBe(false), {
      timeout: 15_000,
    });
    await expect(stored().lists[0]?.idCards).not.toContain(card.id);
  },
};

/** The settings panel stores each setting at once; covers off hides them; Delete board asks, then deletes. */
export const SettingsAndDeleteBoard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const covers = () => canvasElement.querySelectorAll('img').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Board settings' }));
    const panel = within(await body().findByRole('dialog', { name: 'Board settings' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Colour' }), 'green');
    await waitFor(() => expect(stored().settings.color).toBe('green'));
    const shownBefore = covers();
    await userEvent.click(panel.getByRole('switch', { name: 'Card cover images' }));
    await waitFor(() => expect(stored().settings.cardCoverImages).toBe(false));
    await waitFor(() => expect(covers()).toBeLessThanOrEqual(shownBefore));
    // The covers are the cards' images without a name of their own (the members' avatars have one).
    await expect(canvasElement.querySelector('[data-testid="scrumboard-card"] img[alt=""]')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Delete board' }));
    const confirm = await body().findByRole('dialog', { name: `Delete the board “${stored().name}”?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        (getDbSnapshot().stores.scrumboard as { boards: Board[] }).boards.some((b) => b.id === 'board-1'),
      ).toBe(false),
    );
  },
};

/** A checklist item added and checked in the dialog: stored, and the progress bar says how far it is. */
export const ChecklistInTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const card = stored().cards.find((entry) => entry.checklists.length > 0) as Board['cards'][number];
    const storedCard = () => stored().cards.find((entry) => entry.id === card.id) as Board['cards'][number];
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Open card “${card.name}”` })[0] as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: card.name }));
    const checklist = card.checklists[0] as Board['cards'][number]['checklists'][number];
    await userEvent.type(
      dialog.getByRole('textbox', { name: `New item in ${checklist.name}` }),
      'Ship it{Enter}',
    );
    await waitFor(() => expect(storedCard().checklists[0]?.checkItems.at(-1)?.name).toBe('Ship it'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ship it' }));
    await waitFor(() => expect(storedCard().checklists[0]?.checkItems.at(-1)?.checked).toBe(true));
    const done = storedCard().checklists[0]?.checkItems.filter((item) => item.checked).length ?? 0;
    const total = storedCard().checklists[0]?.checkItems.length ?? 0;
    await expect(dialog.getByRole('progressbar', { name: `Progress of ${checklist.name}` })).toHaveAttribute(
      'aria-valuetext',
      `${done} of ${total} checklist items done`,
    );
  },
};

/**
 * "Add a checklist" asks for the name first (issue 30, item 12): nothing is made until it is given, an empty
 * name says so, and after adding, focus is in the new checklist's item field (typing does not make a second
 * one). Each checklist's remove button is named after it.
 */
export const AddANamedChecklist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const card = stored().cards.find((entry) => entry.checklists.length === 0) as Board['cards'][number];
    const storedCard = () => stored().cards.find((entry) => entry.id === card.id) as Board['cards'][number];
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Open card “${card.name}”` })[0] as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: card.name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add a checklist' }));
    const name = dialog.getByRole('textbox', { name: 'New checklist name' });
    await expect(name).toHaveFocus();
    await expect(storedCard().checklists).toHaveLength(0);
    // An empty name is refused with a word, not silently.
    await userEvent.click(dialog.getByRole('button', { name: 'Add checklist' }));
    await expect(await dialog.findByText('Enter a name')).toBeVisible();
    await expect(storedCard().checklists).toHaveLength(0);
    await userEvent.type(name, 'Launch{Enter}');
    await waitFor(() => expect(storedCard().checklists.map((list) => list.name)).toEqual(['Launch']));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'New item in Launch' })).toHaveFocus());
    await userEvent.keyboard('Press release{Enter}');
    await waitFor(() =>
      expect(storedCard().checklists[0]?.checkItems.map((item) => item.name)).toEqual(['Press release']),
    );
    await expect(storedCard().checklists).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: 'Remove checklist “Launch”' })).toBeVisible();
  },
};

/** The card of the first list whose dialog a story opens (by its face's button), and its stored state. */
async function openFirstCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  const card = stored().cards[0] as Board['cards'][number];
  await userEvent.click(
    canvas.getAllByRole('button', { name: `Open card “${card.name}”` })[0] as HTMLElement,
  );
  const dialog = within(await body().findByRole('dialog', { name: card.name }));
  const storedCard = () => stored().cards.find((entry) => entry.id === card.id) as Board['cards'][number];
  return { card, dialog, storedCard };
}

/** A one-pixel PNG, as a file a user picks. */
const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/**
 * An image attached from a file (read as a data URL and saved with card/update), then made the card's cover;
 * a file that is not a picture is refused with a message and changes nothing.
 */
export const AttachAnImageFromAFile: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, storedCard } = await openFirstCard(canvasElement);
    const before = storedCard().attachments.length;
    const input = dialog.getByLabelText('Add an image');
    await userEvent.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await dialog.findByText('Choose a picture file')).toBeVisible();
    // The help says what happens: a large photo is made smaller (no size limit the browser no longer applies).
    await expect(dialog.getByText('A picture file. A large photo is made smaller to fit.')).toBeVisible();
    await expect(dialog.queryByText(/70 KB/)).toBeNull();
    await expect(storedCard().attachments).toHaveLength(before);

    await userEvent.upload(input, pngFile('whiteboard.png'));
    await waitFor(() => expect(storedCard().attachments).toHaveLength(before + 1));
    const attachment = storedCard().attachments.at(-1) as Board['cards'][number]['attachments'][number];
    await expect(attachment).toMatchObject({ name: 'whiteboard.png', type: 'image' });
    await expect(attachment.src).toMatch(/^data:image\/png;base64,/);
    await expect(dialog.queryByText('Choose a picture file')).toBeNull();
    await expect(dialog.getByRole('img', { name: 'whiteboard.png' })).toBeVisible();
    const makeCover = dialog.getAllByRole('button', { name: 'Make cover' }).at(-1) as HTMLElement;
    await userEvent.click(makeCover);
    await waitFor(() => expect(storedCard().idAttachmentCover).toBe(attachment.id));
  },
};

/** card/update refused: the card's name goes back to what is stored, and the snackbar says why. */
export const RefusedCardUpdateRollsBack: Story = refusedChangeStory({
  path: scrumboardPaths.updateCard,
  snackbar: 'Could not save the card',
  ready,
  read: shown,
  act: async (canvasElement) => {
    const { dialog } = await openFirstCard(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed in vain{Enter}');
    await userEvent.keyboard('{Escape}');
  },
  after: async (_canvasElement, before) => expect(storedNames()).toEqual(before),
});

/** The dark theme, the lists and a card's dialog open: axe checks their contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await openFirstCard(canvasElement);
  },
};

/** In Spanish: a confirmation's buttons are both in the page's language ('Cancelar', not 'Cancel'); cancel keeps the card. */
export const ConfirmationInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: /^Listas de / }, { timeout: 15_000 });
    const card = stored().cards[0] as Board['cards'][number];
    await userEvent.click(
      within(canvasElement).getAllByRole('button', {
        name: `Abrir la tarjeta «${card.name}»`,
      })[0] as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: card.name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar tarjeta' }));
    const confirm = await body().findByRole('dialog', { name: `¿Eliminar la tarjeta «${card.name}»?` });
    await expect(within(confirm).getByRole('button', { name: 'Eliminar' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(stored().cards.some((entry) => entry.id === card.id)).toBe(true);
  },
};
