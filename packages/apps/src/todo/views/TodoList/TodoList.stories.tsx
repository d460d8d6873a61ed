import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/appIcons';
import '../../todo.icons';
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

export const Selected: Story = {
  args: { selectedIds: todos.map((todo) => todo.id) },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};
