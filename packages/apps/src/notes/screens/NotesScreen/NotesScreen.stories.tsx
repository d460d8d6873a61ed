import { notesPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  countReads,
  recordPosts,
  refuses,
  stateStories,
  withAppProviders,
  withHandlers,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetNotesStore } from '../../notes.store';
import NotesScreen from './NotesScreen';

const meta = {
  title: 'Apps/Notes/NotesScreen',
  component: NotesScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetNotesStore();
  },
  decorators: [
    withAppProviders({
      path: ['/apps/notes', '/apps/notes/labels/:labelId', '/apps/notes/archive'],
      route: '/apps/notes',
    }),
  ],
} satisfies Meta<typeof NotesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cards = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('list', { name: 'Notes' }, { timeout: 15_000 });
  return within(canvasElement).getAllByTestId('note-card');
};

export const Masonry: Story = {
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(3);
  },
};

const noteListReads = countReads(notesPaths.notes);
const createPosts = recordPosts(notesPaths.createNote);

export const CreateEditArchiveDelete: Story = {
  // Counts the notes' GETs; the real handler answers them.
  parameters: withHandlers(noteListReads.handler),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    const reads = noteListReads.count;
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    let dialog = within(await body().findByRole('dialog', { name: 'New note' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(
      dialog.getByText('Write a title, a text or a checklist item, or add an image'),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Retro ideas');
    await userEvent.type(dialog.getByLabelText('New checklist item'), 'Timebox');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Note created', {}, { timeout: 8000 })).toBeVisible();
    const card = await canvas.findByRole('button', { name: /^Retro ideas/ });
    await userEvent.click(card);
    dialog = within(await body().findByRole('dialog', { name: 'Edit note' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Archived' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Retro ideas/ })).toBeNull());
    await expect(await body().findByText('Note saved')).toBeVisible();
    // The server's answers went into the cache: the notes were not read again.
    await delay(300);
    await expect(noteListReads.count).toBe(reads);
  },
};

/** Editing cannot empty a note: the same rule as creating one (the API refuses it too: update-note). */
export const EditCannotEmptyANote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    let dialog = within(await body().findByRole('dialog', { name: 'New note' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Only a title');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Note created', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^Only a title/ }));
    dialog = within(await body().findByRole('dialog', { name: 'Edit note' }));
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.type(dialog.getByLabelText(/^Title/), '\u200b ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      dialog.getByText('Write a title, a text or a checklist item, or add an image'),
    ).toBeVisible();
    await expect(body().getByRole('dialog', { name: 'Edit note' })).toBeVisible();
  },
};

/**
 * An image address of a refused scheme is caught in the form, as Mail and Contacts catch theirs (issue 30, item
 * 10): the dialog stays open with what was typed, nothing is sent, and no card ever tries to load the URL.
 */
export const RefusedImageSchemeStaysInTheForm: Story = {
  parameters: withHandlers(createPosts.handler),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    const posted = createPosts.bodies.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New note' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Kept title');
    await userEvent.type(dialog.getByLabelText(/^Note/), 'Kept text');
    await userEvent.type(dialog.getByLabelText(/^Image URL/), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(
      await dialog.findByText('Only web addresses (http:// or https://) can be shown as an image'),
    ).toBeVisible();
    await delay(300);
    await expect(createPosts.bodies.length).toBe(posted);
    await expect(body().getByRole('dialog', { name: 'New note' })).toBeVisible();
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Kept title');
    await expect(dialog.getByLabelText(/^Note/)).toHaveValue('Kept text');
    await expect(canvasElement.querySelector('img[src^="javascript:"]')).toBeNull();
  },
};

/**
 * The server refuses the note: the dialog stays open with everything typed and says why in it, without the
 * server's field key ("description:") (issue 30, item 10).
 */
export const SaveRefusedKeepsTheDialog: Story = {
  parameters: withHandlers(
    refuses(notesPaths.createNote, 'description: Too big: expected string to have <=5000 characters'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New note' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Kept title');
    await userEvent.type(dialog.getByLabelText(/^Note/), 'Kept text');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('Too big: expected string to have <=5000 characters');
    await expect(alert).not.toHaveTextContent('description:');
    await expect(body().getByRole('dialog', { name: 'New note' })).toBeVisible();
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Kept title');
    await expect(dialog.getByLabelText(/^Note/)).toHaveValue('Kept text');
    await expect(canvas.queryByRole('button', { name: /^Kept title/ })).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'zzz-nothing');
    await expect(await canvas.findByText('No notes match your search.')).toBeVisible();
  },
};

const states = stateStories(notesPaths.notes, {
  empty: 'There are no notes here.',
  loading: 'Loading notes…',
  error: 'The notes server is down',
});
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const EditLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    // The labels come by a read of their own: their section shows once they are there (it may be after the notes).
    const labelsNav = await canvas.findByRole('navigation', { name: 'Labels' });
    const [firstLink] = await within(labelsNav).findAllByRole('link');
    const first = firstLink?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Edit labels' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit labels' }));
    const name = dialog.getByRole('textbox', { name: 'Label 1' });
    await expect(name).toHaveValue(first);
    // A second label with the same name is refused.
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), `${first}{Enter}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Another label has this name')).toBeVisible();
    const rows = dialog.getAllByRole('listitem');
    await userEvent.click(
      within(rows.at(-1) as HTMLElement).getByRole('button', { name: /^Delete the label/ }),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Ideas');
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), 'Someday{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Labels saved', {}, { timeout: 8000 })).toBeVisible();
    await expect(within(labelsNav).getByRole('link', { name: 'Ideas' })).toBeVisible();
    await expect(within(labelsNav).getByRole('link', { name: 'Someday' })).toBeVisible();
    await expect(within(labelsNav).queryByRole('link', { name: first })).toBeNull();
  },
};

/** The server refuses the labels: the dialog stays open with the new label and says why (issue 30, item 10). */
export const LabelsRefusedKeepTheDialog: Story = {
  parameters: withHandlers(refuses(notesPaths.updateLabels, 'labels: Label ids and handles must be unique')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit labels' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit labels' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), 'Someday{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await dialog.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('Label ids and handles must be unique');
    await expect(alert).not.toHaveTextContent('labels:');
    await expect(body().getByRole('dialog', { name: 'Edit labels' })).toBeVisible();
    await expect(dialog.getByDisplayValue('Someday')).toBeVisible();
  },
};
