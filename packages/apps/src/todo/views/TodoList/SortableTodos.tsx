/**
 * The task list made sortable (dnd-kit): a drag handle per row that works with a pointer and with the
 * keyboard (Space or Enter, arrow keys, Space or Enter; Escape cancels), and a menu with Move up / Move
 * down / Move to top / Move to bottom for whoever does not drag. Every move is announced.
 */
import type { Todo } from '@chorus/mock-handlers/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Icon,
  IconButton,
} from '@chorus/ui';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownToLine, ArrowUpToLine, GripVertical } from 'lucide-react';
import { type CSSProperties, type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import {
  movedText,
  sortableAnnouncements,
  sortableInstructions,
  useFocusKept,
  verticalOnly,
} from '../../../lib/dnd';
import * as css from '../todo.css';

export interface TodoReorder {
  /** Why the order can't change now (a sort or a search is on): handles and moves are disabled and say so. */
  disabledReason?: string;
  /** Every id of the list in its new order, after a drag or a move from the menu. */
  onReorder: (orderedIds: string[]) => void;
}

export interface SortableRowProps {
  rowRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
  menu: ReactNode;
}

export interface SortableTodosProps {
  todos: readonly Todo[];
  reorder: TodoReorder;
  /** Renders one row with the sortable parts it is given. */
  children: (todo: Todo, sortable: SortableRowProps) => ReactNode;
}

export function SortableTodos({ todos, reorder, children }: SortableTodosProps) {
  const ids = useMemo(() => todos.map((todo) => todo.id), [todos]);
  const titles = useRef(new Map<UniqueIdentifier, string>());
  titles.current = new Map(todos.map((todo) => [todo.id, todo.title]));
  const accessibility = useMemo(
    () => ({
      announcements: sortableAnnouncements((id) => titles.current.get(id) ?? String(id), 'task'),
      screenReaderInstructions: sortableInstructions('task'),
    }),
    [],
  );
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  useFocusKept(listRef);

  const move = (id: string, to: number) => {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    reorder.onReorder(arrayMove(ids, from, to));
    setAnnouncement(`${movedText(titles.current.get(id) ?? id, to, ids.length)}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(String(active.id), ids.indexOf(String(over.id)));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul ref={listRef} className={list.list} aria-label="Tasks">
            {todos.map((todo, index) => (
              <SortableTodo
                key={todo.id}
                todo={todo}
                index={index}
                count={todos.length}
                disabledReason={reorder.disabledReason}
                onMove={(to) => move(todo.id, to)}
                render={children}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <span role="status" className={list.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}

interface SortableTodoProps {
  todo: Todo;
  index: number;
  count: number;
  disabledReason: string | undefined;
  onMove: (to: number) => void;
  render: SortableTodosProps['children'];
}

function SortableTodo({ todo, index, count, disabledReason, onMove, render }: SortableTodoProps) {
  const disabled = disabledReason !== undefined;
  const sortable = useSortable({ id: todo.id, disabled });
  const name = `“${todo.title}”`;
  const handle = (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={css.dragHandle}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={`Reorder ${name}`}
      title={disabled ? `Reordering is off: ${disabledReason}` : 'Drag, or press Space, to reorder'}
      disabled={disabled}
    >
      <GripVertical size={16} aria-hidden />
    </button>
  );
  const menu = (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton
          label={`More actions for ${name}`}
          title="More actions"
          icon={<Icon name="ellipsis-vertical" size="sm" />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {disabled ? <DropdownMenuLabel>Reordering is off: {disabledReason}</DropdownMenuLabel> : null}
        <DropdownMenuItem
          icon={<Icon name="arrow-up" size="sm" />}
          disabled={disabled || index === 0}
          onSelect={() => onMove(index - 1)}
        >
          Move up
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={<Icon name="arrow-down" size="sm" />}
          disabled={disabled || index === count - 1}
          onSelect={() => onMove(index + 1)}
        >
          Move down
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={<ArrowUpToLine size={16} aria-hidden />}
          disabled={disabled || index === 0}
          onSelect={() => onMove(0)}
        >
          Move to top
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={<ArrowDownToLine size={16} aria-hidden />}
          disabled={disabled || index === count - 1}
          onSelect={() => onMove(count - 1)}
        >
          Move to bottom
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
  return render(todo, {
    rowRef: sortable.setNodeRef,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
    dragging: sortable.isDragging,
    handle,
    menu,
  });
}
