/**
 * The task list made sortable (dnd-kit): a drag handle per row that works with a pointer and with the
 * keyboard (Space or Enter, arrow keys, Space or Enter; Escape cancels), and a menu with Move up / Move
 * down / Move to top / Move to bottom for whoever does not drag. Every move is announced.
 *
 * Long lists stay cheap: a row is told only whether it is first or last (not its index, which changes for
 * every row when one task is added), moves are resolved here from the current order, and a row's menu
 * mounts its content only while open.
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
  visuallyHidden,
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
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import {
  type Place,
  placeOf,
  type SortableWords,
  sortableAnnouncements,
  sortableInstructions,
  useFocusKept,
  verticalOnly,
} from '../../../lib/dnd';
import { t as say, useT } from '../../i18n';
import * as css from '../todo.css';

export interface TodoReorder {
  /** Why the order can't change now (a sort or a search is on): handles and moves are disabled and say so. */
  disabledReason?: string;
  /** Every id of the list in its new order, after a drag or a move from the menu. */
  onReorder: (orderedIds: string[]) => void;
}

/** Where the menu moves a task. */
export type TodoMove = 'up' | 'down' | 'top' | 'bottom';

export interface SortableTodosProps {
  todos: readonly Todo[];
  reorder: TodoReorder;
  /** The rows; `move` is stable for the list's life, so memoised rows don't re-render for it. */
  children: (move: (id: string, where: TodoMove) => void) => ReactNode;
}

// Module constants: dnd-kit memoises on identity, and new options each render would give every row a new
// context (and a re-render) whenever the list renders.
const modifiers = [verticalOnly];
// A few pixels of travel first, so a click on the handle is not a drag.
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** The task list's sentences, in the active language when each is said. */
const words: SortableWords = {
  pickedUp: (name, at) => (at ? say('dnd.pickedUp', { name, ...at }) : say('dnd.pickedUpNowhere', { name })),
  moved: (name, to: Place) => say('dnd.moved', { name, ...to }),
  notOver: (name) => say('dnd.notOver', { name }),
  dropped: (name, at) => say('dnd.dropped', { name, ...at }),
  droppedOutside: (name) => say('dnd.droppedOutside', { name }),
  cancelled: (name, at) =>
    at ? say('dnd.cancelled', { name, ...at }) : say('dnd.cancelledNowhere', { name }),
};

export function SortableTodos({ todos, reorder, children }: SortableTodosProps) {
  const t = useT();
  const ids = useMemo(() => todos.map((todo) => todo.id), [todos]);
  const titles = useRef(new Map<UniqueIdentifier, string>());
  titles.current = new Map(todos.map((todo) => [todo.id, todo.title]));
  // Read by the stable callbacks below, so they always see the current order and handler.
  const latest = useRef({ ids, onReorder: reorder.onReorder });
  latest.current = { ids, onReorder: reorder.onReorder };
  const announcements = useMemo(
    () => sortableAnnouncements((id) => titles.current.get(id) ?? String(id), words),
    [],
  );
  // A new language (a new `t`) gives new instructions; the announcements read it when they speak.
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: sortableInstructions(t('dnd.instructions')) }),
    [announcements, t],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  useFocusKept(listRef);

  const moveTo = useCallback((id: string, to: number) => {
    const { ids: order, onReorder } = latest.current;
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= order.length || from === to) return;
    onReorder(arrayMove(order, from, to));
    setAnnouncement(words.moved(titles.current.get(id) ?? id, placeOf(to, order.length)));
  }, []);
  const move = useCallback(
    (id: string, where: TodoMove) => {
      const { ids: order } = latest.current;
      const from = order.indexOf(id);
      const to = { up: from - 1, down: from + 1, top: 0, bottom: order.length - 1 }[where];
      moveTo(id, to);
    },
    [moveTo],
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id)
        moveTo(String(active.id), latest.current.ids.indexOf(String(over.id)));
    },
    [moveTo],
  );

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={modifiers}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul ref={listRef} className={list.list} aria-label={t('list.label')}>
            {children(move)}
          </ul>
        </SortableContext>
      </DndContext>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}

export interface SortableRowParts {
  rowRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
}

/** The list's message function, handed to its rows (one subscription for the list, not three per row). */
export type TodoT = ReturnType<typeof useT>;

/** A row's sortable parts: its node, its position while dragged, and its drag handle. */
export function useSortableTodo(todo: Todo, disabledReason: string | undefined, t: TodoT): SortableRowParts {
  const disabled = disabledReason !== undefined;
  const sortable = useSortable({ id: todo.id, disabled });
  const handle = (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={css.dragHandle}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('reorder.handle', { title: todo.title })}
      title={disabled ? t('reorder.off', { reason: disabledReason }) : t('reorder.handleHint')}
      disabled={disabled}
    >
      <GripVertical size={16} aria-hidden />
    </button>
  );
  return {
    rowRef: sortable.setNodeRef,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
    dragging: sortable.isDragging,
    handle,
  };
}

export interface MoveMenuProps {
  todo: Todo;
  t: TodoT;
  first: boolean;
  last: boolean;
  disabledReason: string | undefined;
  onMove: (id: string, where: TodoMove) => void;
}

/** The menu's moves; each is off at one end of the list. */
const moves: Array<{ where: TodoMove; icon: ReactNode; atEnd: 'first' | 'last' }> = [
  { where: 'up', icon: <Icon name="arrow-up" size="sm" />, atEnd: 'first' },
  { where: 'down', icon: <Icon name="arrow-down" size="sm" />, atEnd: 'last' },
  { where: 'top', icon: <ArrowUpToLine size={16} aria-hidden />, atEnd: 'first' },
  { where: 'bottom', icon: <ArrowDownToLine size={16} aria-hidden />, atEnd: 'last' },
];

/** The row's "More actions" menu: Move up / down / to top / to bottom. Its content mounts only while open. */
export const MoveMenu = memo(function MoveMenu({
  todo,
  t,
  first,
  last,
  disabledReason,
  onMove,
}: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const disabled = disabledReason !== undefined;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger>
        <IconButton
          label={t('reorder.more', { title: todo.title })}
          title={t('reorder.moreHint')}
          icon={<Icon name="ellipsis-vertical" size="sm" />}
        />
      </DropdownMenuTrigger>
      {open ? (
        <DropdownMenuContent align="end">
          {disabled ? (
            <DropdownMenuLabel>{t('reorder.off', { reason: disabledReason })}</DropdownMenuLabel>
          ) : null}
          {moves.map(({ where, icon, atEnd }) => (
            <DropdownMenuItem
              key={where}
              icon={icon}
              disabled={disabled || (atEnd === 'first' ? first : last)}
              onSelect={() => onMove(todo.id, where)}
            >
              {t(`reorder.${where}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      ) : null}
    </DropdownMenu>
  );
});
