import { handlers } from '@chorus/mock-handlers';
import { notesPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../lib/storybook';
import { resetNotesStore } from '../../notes.store';
import NotesScreen from './NotesScreen';

const meta = {
  title: 'Apps/Notes/NotesScreen',
  component: NotesScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
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
const withHandlers = (...first: RequestHandler[]) => ({ msw: { handlers: [...first, ...handlers] } });
const cards = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('list', { name: 'Notes' }, { timeout: 5000 });
  return within(canvasElement).getAllByTestId('note-card');
};

export const Masonry: Story = {
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(3);
  },
};

export const CreateEditArchiveDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    let dialog = within(await body().findByRole('dialog', { name: 'New note' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByText('Write a title, a text or a checklist item')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Title'), 'Retro ideas');
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

export const Empty: Story = {
  parameters: withHandlers(http.get(notesPaths.notes, () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no notes here.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(
    http.get(notesPaths.notes, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading notes…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: withHandlers(
    http.get(notesPaths.notes, () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'The notes server is down' } },
        { status: 500 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The notes server is down',
    );
  },
};
