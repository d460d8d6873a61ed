import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/appIcons';
import '../../todo.icons';
import { pointerDrag } from '../../../lib/dnd/pointerDrag';
import { withMemoryRouter } from '../../../lib/storybook';
import { TodoList } from './TodoList';

const seed = getDbSnapshot().stores.todo as { todos: Todo[]; labels: TodoLabel[] };
const todos = seed.todos.filter((todo) => !todo.deleted).slice(0, 5);

const meta = {
  title: 'Apps/Todo/Views/TodoList',
  component: TodoList,
  decorators: [withMemoryRouter],
  args: {
    todos,
    labels: seed.labels,
    selectedIds: [],
    itemPath: (id: string) => `/apps/todo/all/${id}`,
    onToggleSelected: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof TodoList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByTestId('todo-row');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: /^Mark as (not )?done$/ }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(todos[0], 'completed');
    await userEvent.click(within(first as HTMLElement).getByRole('checkbox'));
    await expect(args.onToggleSelected).toHaveBeenCalledWith(todos[0]?.id);
  },
};

export const AllDone: Story = {
  args: { todos: todos.map((todo) => ({ ...todo, completed: true })) },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Mark as not done' }))
      await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Open and done differ at a glance (an empty circle, a filled one with its check) and to a screen reader. */
export const DoneAndOpenDiffer: Story = {
  args: { todos: todos.slice(0, 2).map((todo, index) => ({ ...todo, completed: index === 1 })) },
  play: async ({ canvasElement }) => {
    const [open, done] = within(canvasElement)
      .getAllByTestId('todo-row')
      .map((row) => within(row));
    const openButton = open?.getByRole('button', { name: 'Mark as done' }) as HTMLElement;
    const doneButton = done?.getByRole('button', { name: 'Mark as not done' }) as HTMLElement;
    await expect(openButton).toHaveAttribute('aria-pressed', 'false');
    await expect(doneButton).toHaveAttribute('aria-pressed', 'true');
    // Not the same drawing: the open one has no check mark.
    await expect(openButton.querySelector('svg path')).toBeNull();
    await expect(doneButton.querySelector('svg path')).not.toBeNull();
    const fill = (button: HTMLElement) =>
      getComputedStyle(button.querySelector('svg circle') as Element).fill;
    await expect(fill(doneButton)).not.toBe(fill(openButton));
  },
};

const day = 24 * 60 * 60 * 1000;
/** A past due date on an open task says "Overdue" in words; a done task or a future date does not. */
export const Overdue: Story = {
  args: {
    todos: [
      { ...(todos[0] as Todo), completed: false, dueDate: new Date(Date.now() - 3 * day).toISOString() },
      { ...(todos[1] as Todo), completed: true, dueDate: new Date(Date.now() - 3 * day).toISOString() },
      { ...(todos[2] as Todo), completed: false, dueDate: new Date(Date.now() + 3 * day).toISOString() },
    ],
  },
  play: async ({ canvasElement }) => {
    const [late, done, later] = within(canvasElement)
      .getAllByTestId('todo-row')
      .map((row) => within(row));
    await expect(late?.getByText(/^Overdue: due /)).toBeVisible();
    await expect(done?.queryByText(/Overdue/)).toBeNull();
    await expect(done?.getByText(/^Due /)).toBeVisible();
    await expect(later?.queryByText(/Overdue/)).toBeNull();
  },
};

export const Selected: Story = {
  args: { selectedIds: todos.map((todo) => todo.id) },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

const ids = todos.map((todo) => todo.id);

/** With `reorder`: a drag handle per row, and Move up / down / to top / to bottom in the row's menu. */
export const Reorderable: Story = {
  args: { reorder: { onReorder: fn() } },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const [first, second] = within(canvasElement)
      .getAllByTestId('todo-row')
      .map((row) => within(row));
    const title = todos[1]?.title ?? '';
    await expect(first?.getByRole('button', { name: `Reorder “${todos[0]?.title}”` })).toBeEnabled();
    await userEvent.click(
      second?.getByRole('button', { name: `More actions for “${title}”` }) as HTMLElement,
    );
    await userEvent.click(await body.findByRole('menuitem', { name: 'Move up' }));
    await expect(args.reorder?.onReorder).toHaveBeenCalledWith([ids[1], ids[0], ...ids.slice(2)]);
    await expect(
      await within(canvasElement).findByText(`Moved ${title} to position 1 of ${ids.length}.`),
    ).toBeInTheDocument();
    await userEvent.click(first?.getByRole('button', { name: /^More actions for/ }) as HTMLElement);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Move to bottom' }));
    await expect(args.reorder?.onReorder).toHaveBeenLastCalledWith([...ids.slice(1), ids[0]]);
  },
};

/** A pointer drag by the handle: the first task dropped on the third's place. */
export const DragWithThePointer: Story = {
  args: { reorder: { onReorder: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('todo-row');
    const handle = within(rows[0] as HTMLElement).getByRole('button', { name: /^Reorder “/ });
    await pointerDrag(handle, rows[2] as HTMLElement, () =>
      waitFor(() => expect(rows[0]).toHaveAttribute('data-dragging', 'true')),
    );
    await waitFor(() =>
      expect(args.reorder?.onReorder).toHaveBeenCalledWith([ids[1], ids[2], ids[0], ...ids.slice(3)]),
    );
  },
};

/** Sorted or searched: the handles are disabled and their title says why. */
export const ReorderDisabled: Story = {
  args: {
    reorder: { disabledReason: 'the list is sorted by title. Choose My order to reorder.', onReorder: fn() },
  },
  play: async ({ canvasElement }) => {
    for (const handle of within(canvasElement).getAllByRole('button', { name: /^Reorder “/ })) {
      await expect(handle).toBeDisabled();
      await expect(handle).toHaveAttribute(
        'title',
        expect.stringMatching(/^Reordering is off: the list is sorted/),
      );
    }
  },
};
