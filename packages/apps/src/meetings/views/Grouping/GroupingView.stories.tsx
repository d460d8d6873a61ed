import type { GroupsResponse, IdeaGroup, IdeasResponse } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pointerDrag } from '../../../lib/dnd/pointerDrag';
import '../../../lib/product/product.icons';
import { groupedIdeas, revealedIdeas, unrevealedIdeas } from '../meetings.fixtures';
import { GroupingView } from './GroupingView';

const theme = (id: string, title: string, ideaIds: string[], order: number): IdeaGroup => ({
  id,
  meetingId: 'meeting-1',
  title,
  ideaIds,
  order,
  version: 1,
});
const answer = (...groups: IdeaGroup[]): GroupsResponse => ({ meetingId: 'meeting-1', groups });
const fewer = theme('group-1', 'Fewer meetings', ['idea-3', 'idea-4'], 0);
const later = theme('group-2', 'Later', [], 1);
const twoThemes: IdeasResponse = { ...groupedIdeas, groups: [fewer, later] };

const meta = {
  title: 'Apps/Meetings/Views/Grouping',
  component: GroupingView,
  args: {
    data: revealedIdeas,
    canGroup: true,
    isHost: false,
    canHide: false,
    onHide: fn(),
    onMove: fn(async () => answer(fewer)),
    onCreate: fn(async () => answer(fewer)),
    onRename: fn(async () => answer(fewer)),
    onMerge: fn(async () => answer(fewer)),
    onDelete: fn(async () => answer(fewer)),
  },
} satisfies Meta<typeof GroupingView>;
export default meta;
type Story = StoryObj<typeof meta>;

const handle = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getByRole('button', { name: `Move idea “${text}”` });

/** No themes yet: dragging one note onto another asks for a new theme of both. */
export const DragOntoAnIdea: Story = {
  args: {
    onMove: fn(async () => answer(theme('group-9', 'Theme 1', ['idea-4', 'idea-1'], 0))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No themes yet/)).toBeVisible();
    const target = canvas.getByText('No meetings on Fridays').closest('li') as HTMLElement;
    // Let go once the note is over the idea, as a person does (a loaded machine may not have taken in the last
    // move yet).
    await pointerDrag(handle(canvas, 'A weekly digest of decisions'), target, () =>
      within(document.body).findByText(
        '“A weekly digest of decisions” is over idea “No meetings on Fridays”, for a new theme of both.',
      ),
    );
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        ideaId: 'idea-1',
        fromGroupId: null,
        toIdeaId: 'idea-4',
        toIdeaGroupId: null,
      }),
    );
    await expect(
      await canvas.findByText('Moved “A weekly digest of decisions” to theme “Theme 1”, now 2 ideas.'),
    ).toBeInTheDocument();
  },
};

/** The keyboard drag: Space picks the note up, the arrows go from place to place, Space drops it. */
export const KeyboardMove: Story = {
  args: {
    data: groupedIdeas,
    onMove: fn(async () => answer({ ...fewer, ideaIds: [...fewer.ideaIds, 'idea-1'] })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grip = handle(canvas, 'A weekly digest of decisions');
    grip.focus();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Picked up idea “A weekly digest of decisions”.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await canvas.findByText('“A weekly digest of decisions” is over theme “Fewer meetings”.'),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        ideaId: 'idea-1',
        fromGroupId: null,
        toGroupId: 'group-1',
      }),
    );
    await expect(
      await canvas.findByText('Moved “A weekly digest of decisions” to theme “Fewer meetings”, now 3 ideas.'),
    ).toBeInTheDocument();
  },
};

/** In Spanish: the drag-and-drop announcements and the handles' names are in Spanish, the ideas as written. */
export const KeyboardMoveInSpanish: Story = {
  globals: { locale: 'es' },
  args: {
    data: groupedIdeas,
    onMove: fn(async () => answer({ ...fewer, ideaIds: [...fewer.ideaIds, 'idea-1'] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grip = await canvas.findByRole('button', { name: 'Mover la idea «A weekly digest of decisions»' });
    grip.focus();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Idea «A weekly digest of decisions» recogida.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await canvas.findByText('«A weekly digest of decisions» está sobre el tema «Fewer meetings».'),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText(
        '«A weekly digest of decisions» movida al tema «Fewer meetings», que ahora tiene 3 ideas.',
      ),
    ).toBeInTheDocument();
  },
};

/** Someone else moved the idea first: the move is refused (the screen's snackbar says why) and announced. */
export const MoveRefused: Story = {
  args: {
    data: groupedIdeas,
    onMove: fn(async () => {
      throw new Error('Someone has just moved this idea');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    handle(canvas, 'No meetings on Fridays').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      await canvas.findByText('“No meetings on Fridays” is over the ungrouped ideas.'),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('“No meetings on Fridays” was not moved.')).toBeInTheDocument();
  },
};

/** Typing the name of an existing theme, in another case, adds to it: the screen says so. */
export const AddThemeByName: Story = {
  args: { data: groupedIdeas },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New theme' }), 'fewer MEETINGS');
    await userEvent.click(canvas.getByRole('button', { name: 'Add theme' }));
    await expect(args.onCreate).toHaveBeenCalledWith('fewer MEETINGS');
    await expect(
      await canvas.findByText('Theme “Fewer meetings” already exists: ideas dropped on it join it.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add theme' }));
    await expect(canvas.getByText('Name the theme')).toBeVisible();
  },
};

/** Rename, merge and delete from a theme's menu; an empty theme invites drops, a full one cannot be deleted. */
export const ThemeActions: Story = {
  args: { data: twoThemes },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Empty: drop ideas here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for theme “Fewer meetings”' }));
    await expect(
      await page.findByRole('menuitem', { name: /Delete \(move its ideas out first\)/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByRole('menuitem', { name: 'Rename' }));
    const name = await canvas.findByRole('textbox', { name: 'New name for “Fewer meetings”' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Meeting load{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(fewer, 'Meeting load');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for theme “Later”' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Merge into “Fewer meetings”' }));
    await expect(args.onMerge).toHaveBeenCalledWith(later, fewer);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for theme “Later”' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(later);
  },
};

/** The phase is closed (or the viewer only follows): the themes and their ideas, nothing to move. */
export const ReadOnly: Story = {
  args: { data: groupedIdeas, canGroup: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Ideas in Fewer meetings' })).toHaveTextContent(
      'No meetings on Fridays',
    );
    await expect(canvas.queryByRole('button', { name: /^Move idea/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'New theme' })).toBeNull();
  },
};

/** The host sees the hidden idea, marked, and cannot move it. */
export const HostWithHiddenIdea: Story = {
  args: { data: groupedIdeas, isHost: true, canHide: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Move idea “Off-topic: the coffee machine”' }),
    ).toBeNull();
  },
};

export const NotRevealed: Story = {
  args: { data: unrevealedIdeas },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('not revealed yet');
  },
};
