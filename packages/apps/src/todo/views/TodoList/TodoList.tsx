import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Icon, Stack } from '@chorus/ui';
import { memo, type ReactNode } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { Time } from '../../../lib/format';
import { isOverdue } from '../../todo.due';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useStableHandlers } from '../../../lib/folder-app/useStableHandlers';
import { useT } from '../../i18n';
import * as css from '../todo.css';
import {
  MoveMenu,
  type MoveMenuProps,
  type SortableRowParts,
  SortableTodos,
  type TodoT,
  type TodoReorder,
  useSortableTodo,
} from './SortableTodos';

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

interface RowActions {
  onToggleSelected: TodoListProps['onToggleSelected'];
  onToggle: TodoListProps['onToggle'];
}

/**
 * The tasks: select, complete, star, prioritise, reorder; the title opens the edit dialog.
 * Rows are memoised and get only their own facts (selected or not, their link, first or last), so
 * selecting or starring one task re-renders that row, not the hundred others.
 */
export function TodoList({
  todos,
  reorder,
  labels,
  selectedIds,
  itemPath,
  onToggleSelected,
  onToggle,
}: TodoListProps) {
  const t = useT();
  // The parent's callbacks behind stable functions, so memoised rows don't re-render when they change.
  const actions: RowActions = useStableHandlers({ onToggleSelected, onToggle });
  const rowProps = (todo: Todo): TodoRowProps => ({
    todo,
    labels,
    selected: selectedIds.includes(todo.id),
    href: itemPath(todo.id),
    actions,
    t,
  });
  if (!reorder) {
    return (
      <ul className={list.list} aria-label={t('list.label')}>
        {todos.map((todo) => (
          <PlainTodoRow key={todo.id} {...rowProps(todo)} />
        ))}
      </ul>
    );
  }
  return (
    <SortableTodos todos={todos} reorder={reorder}>
      {(move) =>
        todos.map((todo, index) => (
          <SortableTodoRow
            key={todo.id}
            {...rowProps(todo)}
            first={index === 0}
            last={index === todos.length - 1}
            disabledReason={reorder.disabledReason}
            onMove={move}
          />
        ))
      }
    </SortableTodos>
  );
}

interface TodoRowProps {
  todo: Todo;
  labels: readonly TodoLabel[];
  selected: boolean;
  /** Where the title links to (the edit dialog's route). */
  href: string;
  actions: RowActions;
  /** The list's message function: a new one (a new language) re-renders every row. */
  t: TodoT;
}

const PlainTodoRow = memo(function PlainTodoRow(props: TodoRowProps) {
  return <TodoRow {...props} />;
});

const SortableTodoRow = memo(function SortableTodoRow({
  first,
  last,
  disabledReason,
  onMove,
  ...props
}: TodoRowProps & Omit<MoveMenuProps, 'todo' | 't'>) {
  const sortable = useSortableTodo(props.todo, disabledReason, props.t);
  return (
    <TodoRow
      {...props}
      {...sortable}
      menu={
        <MoveMenu
          todo={props.todo}
          t={props.t}
          first={first}
          last={last}
          disabledReason={disabledReason}
          onMove={onMove}
        />
      }
    />
  );
});

function TodoRow({
  todo,
  labels,
  selected,
  href,
  actions,
  t,
  rowRef,
  style,
  dragging,
  handle,
  menu,
}: TodoRowProps & Partial<SortableRowParts> & { menu?: ReactNode }) {
  return (
    <li
      ref={rowRef}
      style={style}
      className={`${list.row} ${css.row}`}
      data-selected={selected || undefined}
      data-completed={todo.completed || undefined}
      data-dragging={dragging || undefined}
      data-testid="todo-row"
    >
      {handle ? <span className={list.rowActions}>{handle}</span> : null}
      <span className={list.rowCheckWrap}>
        <RowCheckbox
          label={t('list.select', { title: todo.title })}
          checked={selected}
          onCheckedChange={() => actions.onToggleSelected(todo.id)}
        />
      </span>
      <span className={list.rowActions}>
        <ToggleIconButton
          // Open: an empty circle; done: a filled circle with its check (not the same icon in two colours).
          icon={todo.completed ? 'circle-check' : 'circle'}
          label={todo.completed ? t('list.markNotDone') : t('list.markDone')}
          pressed={todo.completed}
          pressedLook="success"
          onClick={() => actions.onToggle(todo, 'completed')}
        />
      </span>
      <div className={list.rowBody}>
        <Link to={href} className={list.rowLink}>
          <span className={css.title}>{todo.title}</span>
          {todo.notes ? <span className={css.notes}>{todo.notes}</span> : null}
        </Link>
        <Stack
          as="span"
          direction="row"
          wrap
          align="center"
          gap="sm"
          marginBlockStart="xs"
          className={css.meta}
        >
          {todo.dueDate ? (
            isOverdue(todo) ? (
              <span className={css.overdue} data-testid="todo-overdue">
                <Icon name="circle-alert" size="xs" />{' '}
                <Time value={todo.dueDate} format="dayMonthYear">
                  {(date) => t('list.overdue', { date })}
                </Time>
              </span>
            ) : (
              <span>
                <Icon name="clock" size="xs" />{' '}
                <Time value={todo.dueDate} format="dayMonthYear">
                  {(date) => t('list.due', { date })}
                </Time>
              </span>
            )
          ) : null}
          {todo.labels.map((id) => {
            const label = labels.find((entry) => entry.id === id);
            return label ? <LabelChip key={id} title={label.title} color={label.color} /> : null;
          })}
        </Stack>
      </div>
      <span className={list.rowActions}>
        <ToggleIconButton
          icon="star"
          label={todo.starred ? t('list.unstar') : t('list.star')}
          pressed={todo.starred}
          onClick={() => actions.onToggle(todo, 'starred')}
        />
        <ToggleIconButton
          icon="flag"
          label={todo.important ? t('list.notPriority') : t('list.priority')}
          pressed={todo.important}
          onClick={() => actions.onToggle(todo, 'important')}
        />
        {menu}
      </span>
    </li>
  );
}
