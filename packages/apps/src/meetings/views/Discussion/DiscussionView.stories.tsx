import type { Discussion, Person } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { groupedIdeas, revealedIdeas } from '../meetings.fixtures';
import { DiscussionView } from './DiscussionView';

const people: Person[] = [
  { id: 'u-host', displayName: 'Hana Host', photoURL: '', userType: 1 },
  { id: 'u-attendee', displayName: 'Ada Attendee', photoURL: '', userType: 2 },
];
const empty: Discussion = { meetingId: 'meeting-1', notes: [], actionItems: [] };
const filled: Discussion = {
  meetingId: 'meeting-1',
  notes: [
    {
      id: 'note-1',
      meetingId: 'meeting-1',
      groupId: 'group-1',
      text: 'Fridays are for deep work',
      createdAt: '2026-03-12T09:30:00.000Z',
    },
  ],
  actionItems: [
    {
      id: 'action-1',
      meetingId: 'meeting-1',
      groupId: 'group-1',
      groupTitle: 'Fewer meetings',
      text: 'Draft an agenda template',
      owner: { id: 'u-attendee', displayName: 'Ada Attendee' },
      dueOn: '2026-03-20',
      createdAt: '2026-03-12T09:31:00.000Z',
    },
  ],
};

const meta = {
  title: 'Apps/Meetings/Views/Discussion',
  component: DiscussionView,
  args: {
    ideas: groupedIdeas,
    discussion: empty,
    participants: people,
    isHost: false,
    canWrite: true,
    onAddNote: fn(async () => filled),
    onAddActionItem: fn(async () => filled),
  },
} satisfies Meta<typeof DiscussionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A theme with its ideas: a note and an action item (what, who, by when) are added to it. */
export const AddToATheme: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const theme = within(canvas.getByRole('region', { name: 'Fewer meetings' }));
    await expect(theme.getByRole('list', { name: 'Ideas in Fewer meetings' })).toHaveTextContent(
      'No meetings on Fridays',
    );
    await userEvent.click(theme.getByRole('button', { name: 'Add note' }));
    await expect(theme.getByText('Write the note')).toBeVisible();
    await userEvent.type(
      theme.getByRole('textbox', { name: 'Note on Fewer meetings' }),
      'Fridays are for deep work',
    );
    await userEvent.click(theme.getByRole('button', { name: 'Add note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith({
      groupId: 'group-1',
      text: 'Fridays are for deep work',
    });
    await expect(theme.getByRole('textbox', { name: 'Note on Fewer meetings' })).toHaveValue('');
    await userEvent.type(
      theme.getByRole('textbox', { name: 'Action item on Fewer meetings' }),
      'Draft an agenda template',
    );
    await userEvent.selectOptions(theme.getByRole('combobox', { name: 'Owner' }), 'Ada Attendee');
    await userEvent.type(theme.getByLabelText('Due date'), '2026-03-20');
    await userEvent.click(theme.getByRole('button', { name: 'Add action item' }));
    await expect(args.onAddActionItem).toHaveBeenCalledWith({
      groupId: 'group-1',
      text: 'Draft an agenda template',
      ownerId: 'u-attendee',
      dueOn: '2026-03-20',
    });
  },
};

/** Notes and action items as everyone sees them. */
export const WithNotesAndActionItems: Story = {
  args: { discussion: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Notes on Fewer meetings' })).toHaveTextContent(
      'Fridays are for deep work',
    );
    await expect(canvas.getByRole('list', { name: 'Action items of Fewer meetings' })).toHaveTextContent(
      // The due date reads in the active locale (en-GB in the tests), through the formatting module.
      'Draft an agenda templateAda AttendeeDue 20 Mar 2026',
    );
  },
};

/** No themes were made: the ideas are discussed as they are. */
export const NoThemes: Story = {
  args: { ideas: revealedIdeas },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No themes were made/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'The ideas' })).toBeVisible();
  },
};

/** A meeting that writes no ideas (a review and a discussion, say): its notes and actions are on the meeting. */
export const NoIdeasWritten: Story = {
  args: { ideas: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const meeting = canvas.getByRole('region', { name: 'The meeting as a whole' });
    await expect(canvas.queryByText(/No themes were made/)).toBeNull();
    await expect(within(meeting).queryByText(/ideas?$/)).toBeNull();
    await userEvent.type(
      within(meeting).getByRole('textbox', { name: 'Action item on The meeting as a whole' }),
      'Book the room',
    );
    await userEvent.click(within(meeting).getByRole('button', { name: 'Add action item' }));
    await expect(args.onAddActionItem).toHaveBeenCalledWith({
      groupId: null,
      text: 'Book the room',
      ownerId: null,
      dueOn: null,
    });
  },
};

/** The meeting has ended, or the viewer only follows: reading only. */
export const ReadOnly: Story = {
  args: { discussion: filled, canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add note' })).toBeNull();
    await expect(canvas.getByText('Draft an agenda template')).toBeVisible();
  },
};
