import { createRandom, DAY, HOUR, iso, seedAnchor } from '@chorus/domain';
import { TOPICS } from '../lib/words';
import type { Todo, TodoFilter, TodoFolder, TodoLabel } from './todo.schema';
import type { TodoState } from './todo.schema';

export const TODO_FILTERS: TodoFilter[] = [
  { id: 1, handle: 'starred', title: 'Starred', icon: 'star' },
  { id: 2, handle: 'important', title: 'Priority', icon: 'error' },
  { id: 3, handle: 'dueDate', title: 'Scheduled', icon: 'schedule' },
  { id: 4, handle: 'today', title: 'Today', icon: 'today' },
  { id: 5, handle: 'completed', title: 'Done', icon: 'check' },
  { id: 6, handle: 'deleted', title: 'Deleted', icon: 'delete' },
];
export const TODO_LABELS: TodoLabel[] = [
  { id: 1, handle: 'frontend', title: 'Frontend', color: '#388e3c' },
  { id: 2, handle: 'backend', title: 'Backend', color: '#f44336' },
  { id: 3, handle: 'api', title: 'API', color: '#ff9800' },
  { id: 4, handle: 'issue', title: 'Issue', color: '#0091ea' },
  { id: 5, handle: 'mobile', title: 'Mobile', color: '#9c27b0' },
];
export const TODO_FOLDERS: TodoFolder[] = [{ id: 1, handle: 'all', title: 'All', icon: 'view_headline' }];

const VERBS = [
  'Prepare',
  'Review',
  'Share',
  'Schedule',
  'Draft',
  'Update',
  'Fix',
  'Test',
  'Plan',
  'Summarise',
];

export function seedTodo(): TodoState {
  const random = createRandom('todo');
  const anchor = seedAnchor();
  const todos: Todo[] = Array.from({ length: 120 }, (_, index) => {
    const start = anchor + random.int(-20, 20) * DAY + random.int(8, 17) * HOUR;
    const scheduled = random.bool(0.6);
    return {
      id: `todo-${String(index + 1).padStart(3, '0')}`,
      title: `${random.pick(VERBS)} ${random.pick(TOPICS)}`,
      notes: random.paragraph(1, 3),
      startDate: index % 10 === 0 ? iso(anchor + 10 * HOUR) : iso(start),
      dueDate: scheduled ? iso(start + random.int(1, 10) * DAY) : null,
      completed: random.bool(0.3),
      starred: random.bool(0.2),
      important: random.bool(0.2),
      deleted: index % 15 === 14,
      labels: random.pickMany(
        TODO_LABELS.map((label) => label.id),
        random.int(0, 2),
      ),
    };
  });
  return {
    todos,
    filters: structuredClone(TODO_FILTERS),
    labels: structuredClone(TODO_LABELS),
    folders: structuredClone(TODO_FOLDERS),
  };
}
