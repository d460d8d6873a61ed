import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Icon } from '@chorus/ui';
import { Link } from 'react-router';
import * as list from '../../../lib/folder-app/folderApp.css';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import * as css from '../todo.css';

export interface TodoListProps {
  todos: readonly Todo[];
  labels: readonly TodoLabel[];
  selectedIds: readonly string[];
  itemPath: (id: string) => string;
  onToggleSelected: (id: string) => void;
  /** Flips completed, starred or important. */
  onToggle: (todo: Todo, flag: 'completed' | 'starred' | 'important') => void;
}

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';

/** The tasks: select, complete, star, prioritise; the title opens the edit dialog. */
export function TodoList({
  todos,
  labels,
  selectedIds,
  itemPath,
  onToggleSelected,
  onToggle,
}: TodoListProps) {
  return (
    <ul className={list.list} aria-label="Tasks">
      {todos.map((todo) => (
        <li
          key={todo.id}
          className={list.row}
          data-selected={selectedIds.includes(todo.id) || undefined}
          data-completed={todo.completed || undefined}
          data-testid="todo-row"
        >
          <span className={list.rowCheckWrap}>
            <RowCheckbox
              label={`Select “${todo.title}”`}
              checked={selectedIds.includes(todo.id)}
              onCheckedChange={() => onToggleSelected(todo.id)}
            />
          </span>
          <span className={list.rowActions}>
            <ToggleIconButton
              icon="circle-check"
              label={todo.completed ? 'Mark as not done' : 'Mark as done'}
              pressed={todo.completed}
              pressedLook="success"
              onClick={() => onToggle(todo, 'completed')}
            />
          </span>
          <div className={list.rowBody}>
            <Link to={itemPath(todo.id)} className={list.rowLink}>
              <span className={css.title}>{todo.title}</span>
              {todo.notes ? <span className={css.notes}>{todo.notes}</span> : null}
            </Link>
            <span className={css.meta}>
              {todo.dueDate ? (
                <span>
                  <Icon name="clock" size="xs" /> Due {day(todo.dueDate)}
                </span>
              ) : null}
              {todo.labels.map((id) => {
                const label = labels.find((entry) => entry.id === id);
                return label ? <LabelChip key={id} title={label.title} color={label.color} /> : null;
              })}
            </span>
          </div>
          <span className={list.rowActions}>
            <ToggleIconButton
              icon="star"
              label={todo.starred ? 'Unstar' : 'Star'}
              pressed={todo.starred}
              onClick={() => onToggle(todo, 'starred')}
            />
            <ToggleIconButton
              icon="flag"
              label={todo.important ? 'Remove priority' : 'Mark as priority'}
              pressed={todo.important}
              onClick={() => onToggle(todo, 'important')}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
