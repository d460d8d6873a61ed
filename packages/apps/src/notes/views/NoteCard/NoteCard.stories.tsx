import type { Note } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/appIcons';
import { NoteCard } from './NoteCard';

const paragraph =
  'A long note, as people write them: the minutes of a meeting, pasted in whole, one paragraph after another. ';
const note: Note = {
  id: 'note-long',
  title: 'Everything from the retreat',
  description: Array.from({ length: 12 }, (_, index) => `${index + 1}. ${paragraph.repeat(4)}`).join('\n'),
  archive: false,
  image: '',
  time: '2026-03-12T09:30:00.000Z',
  reminder: null,
  checklist: [],
  labels: [],
};

const meta = {
  title: 'Apps/Notes/Views/NoteCard',
  component: NoteCard,
  args: { note, labels: [], onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 30, item 15: a very long note is clamped in the masonry, with "Show more" to read it there. */
export const LongNoteIsClamped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('note-card');
    await expect(card.getBoundingClientRect().height).toBeLessThan(400);
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getBoundingClientRect().height).toBeGreaterThan(1000);
    // Showing more is not opening the note.
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** A short note: nothing to clamp, no "Show more". */
export const ShortNote: Story = {
  args: { note: { ...note, description: 'Buy milk' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
