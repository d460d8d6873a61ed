import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Icon } from '@chorus/ui';
import type { CSSProperties, ReactNode, Ref } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import * as css from '../todo.css';
import { SortableTodos, type TodoReorder } from './SortableTodos';

export type { TodoReorder } from './SortableTodos';

export interface TodoListProps {
  todos: readonly Todo[];
  labels: readonly TodoLabel[];
  selectedIds: readonly string[];
  itemPath: (id: string) => string;
  onToggleSelected: (id: string) => void;
  /** Flips completed, starred or important. */
  onToggle: (todo: Todo, flag: 'completed' | 'starred' | 'important') => void;
  /** Drag handles and Move up / Move down; leave it out where order means nothing (deleted tasks). */
  reorder?: TodoReorder;
}

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';

/** The tasks: select, complete, star, prioritise, reorder; the title opens the edit dialog. */
export function TodoList({ todos, reorder, ...rowProps }: TodoListProps) {
  if (!reorder) {
    return (
      <ul className={list.list} aria-label="Tasks">
        {todos.map((todo) => (
          <TodoRow key={todo.id} todo={todo} {...rowProps} />
        ))}
      </ul>
    );
  }
  return (
    <SortableTodos todos={todos} reorder={reorder}>
      {(todo, sortable) => <TodoRow key={todo.id} todo={todo} {...rowProps} {...sortable} />}
    </SortableTodos>
  );
}

export interface TodoRowProps extends Omit<TodoListProps, 'todos' | 'reorder'> {
  todo: Todo;
  /** The sortable row's node, its position while dragged, and its drag handle and move menu. */
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  handle?: ReactNode;
  menu?: ReactNode;
}

function TodoRow({
  todo,
  labels,
  selectedIds,
  itemPath,
  onToggleSelected,
  onToggle,
  rowRef,
  style,
  dragging,
  handle,
  menu,
}: TodoRowProps) {
  return (
    <li
      ref={rowRef}
      style={style}
      className={`${list.row} ${css.row}`}
      data-selected={selectedIds.includes(todo.id) || undefined}
      data-completed={todo.completed || undefined}
      data-dragging={dragging || undefined}
      data-testid="todo-row"
    >
      {handle ? <span className={list.rowActions}>{handle}</span> : null}
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
        {menu}
      </span>
    </li>
  );
}
