/**
 * Moving events around a calendar grid, with the pointer or the keyboard.
 * - Pointer: dnd-kit drag and drop; a drag starts after the pointer moves a few pixels, so a click
 *   still opens the event. Cells are drop targets (DropCell); an event chip is draggable.
 * - Keyboard: M on an event starts a move; the arrow keys choose the day (and in the week and day grids,
 *   the hour); Enter or Space drops it, Escape or Tab cancels.
 * Both say what happens, in words, through a live region; the screen decides what a move does.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { visuallyHidden } from '@chorus/ui';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  isSameTime,
  type MoveSpot,
  moveEvent,
  moveWords,
  nextSpot,
  type SpotRange,
  spotId,
} from '../calendar.move';
import * as css from './calendar.css';

/** What a drag carries: the event and the cell it was picked up in. */
interface DragData {
  event: CalendarEvent;
  from: MoveSpot;
}
interface KeyboardMove extends DragData {
  to: MoveSpot;
}

interface EventMoveContextValue {
  enabled: boolean;
  /** The event being dragged with the pointer. */
  dragging: CalendarEvent | null;
  /** The move under way with the keyboard. */
  keyboard: KeyboardMove | null;
  onChipKeyDown: (pressed: KeyboardEvent<HTMLElement>, event: CalendarEvent, from: MoveSpot) => void;
  onChipBlur: () => void;
}

const EventMoveContext = createContext<EventMoveContextValue | null>(null);

export interface EventMoveProps {
  /** The days shown, and how arrows move the keyboard's drop target. */
  range: Omit<SpotRange, 'rtl'>;
  /** Called with the event at its new time; without it, events cannot be moved. */
  onMove?: (moved: CalendarEvent, to: MoveSpot, byKeyboard: boolean) => void;
  children: ReactNode;
}

const dragData = (data: unknown) => data as DragData | undefined;
const overSpot = (data: unknown) => (data as { spot?: MoveSpot } | undefined)?.spot;
const isStartKey = (pressed: KeyboardEvent) =>
  pressed.key.toLowerCase() === 'm' && !pressed.ctrlKey && !pressed.metaKey && !pressed.altKey;
const TARGET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

export function EventMove({ range, onMove, children }: EventMoveProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<CalendarEvent | null>(null);
  const [keyboard, setKeyboardState] = useState<KeyboardMove | null>(null);
  // The handlers read the move through a ref: a drop and the blur it causes come before a render.
  const keyboardRef = useRef<KeyboardMove | null>(null);
  const setKeyboard = (move: KeyboardMove | null) => {
    keyboardRef.current = move;
    setKeyboardState(move);
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  /** Moves the event from where it was picked up to `to`; returns what to announce. */
  const drop = ({ event, from }: DragData, to: MoveSpot, byKeyboard: boolean) => {
    const moved = moveEvent(event, from, to);
    if (isSameTime(moved, event)) return moveWords.notMoved(event.title);
    onMove?.(moved, to, byKeyboard);
    return moveWords.moved(moved, to);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = dragData(active.data.current);
      return data && moveWords.pickedUp(data.event.title, false);
    },
    onDragOver: ({ active, over }) => {
      const data = dragData(active.data.current);
      return data && moveWords.over(data.event.title, overSpot(over?.data.current));
    },
    // The drop itself is announced once, in our own live region (onDragEnd below).
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => {
      const data = dragData(active.data.current);
      return data && moveWords.notMoved(data.event.title);
    },
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragging(dragData(active.data.current)?.event ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = dragData(active.data.current);
    const to = overSpot(over?.data.current);
    if (data) setAnnouncement(to ? drop(data, to, false) : moveWords.notMoved(data.event.title));
  };

  const enabled = onMove !== undefined;
  const onChipKeyDown = (pressed: KeyboardEvent<HTMLElement>, event: CalendarEvent, from: MoveSpot) => {
    const move = keyboardRef.current;
    if (!move || move.event.id !== event.id || spotId(move.from) !== spotId(from)) {
      if (!enabled || !isStartKey(pressed)) return;
      pressed.preventDefault();
      setKeyboard({ event, from, to: from });
      setAnnouncement(moveWords.pickedUp(event.title, true));
      return;
    }
    if (pressed.key === 'Escape' || pressed.key === 'Tab') {
      if (pressed.key === 'Escape') pressed.preventDefault();
      setKeyboard(null);
      setAnnouncement(moveWords.notMoved(event.title));
    } else if (pressed.key === 'Enter' || pressed.key === ' ') {
      pressed.preventDefault();
      setKeyboard(null);
      setAnnouncement(drop(move, move.to, true));
    } else if (TARGET_KEYS.includes(pressed.key)) {
      pressed.preventDefault();
      const rtl = getComputedStyle(pressed.currentTarget).direction === 'rtl';
      const to = nextSpot(move.to, pressed.key, { ...range, rtl });
      if (!to) return;
      setKeyboard({ ...move, to });
      setAnnouncement(moveWords.over(event.title, to));
    }
  };
  const onChipBlur = () => {
    const move = keyboardRef.current;
    if (!move) return;
    setKeyboard(null);
    setAnnouncement(moveWords.notMoved(move.event.title));
  };

  const context = { enabled, dragging, keyboard, onChipKeyDown, onChipBlur };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements, screenReaderInstructions: { draggable: moveWords.instructions() } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <EventMoveContext.Provider value={context}>{children}</EventMoveContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <div
            className={`${css.event} ${css.dragOverlay}`}
            data-all-day={dragging.allDay}
            aria-hidden="true"
          >
            {dragging.title}
          </div>
        ) : null}
      </DragOverlay>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </DndContext>
  );
}

/** An event chip's part in moves: drag handlers and attributes, and whether it is moving. */
export function useMovableChip(event: CalendarEvent, from: MoveSpot) {
  const move = useContext(EventMoveContext);
  const enabled = move?.enabled ?? false;
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${event.id}@${spotId(from)}`,
    data: { event, from } satisfies DragData,
    disabled: !enabled,
  });
  const keyboardMoving = move?.keyboard?.event.id === event.id && spotId(move.keyboard.from) === spotId(from);
  return {
    ref: setNodeRef,
    moving: isDragging || keyboardMoving,
    props: enabled
      ? {
          ...listeners,
          'aria-describedby': attributes['aria-describedby'],
          'aria-keyshortcuts': 'M',
          onBlur: move?.onChipBlur,
        }
      : {},
    onKeyDown: (pressed: KeyboardEvent<HTMLElement>) => move?.onChipKeyDown(pressed, event, from),
  };
}

export type DropCellProps = ComponentProps<'td'> & {
  spot: MoveSpot;
  /** Which events may land here: in the week and day grids, all-day events stay in the all-day row. */
  accepts?: 'any' | 'all-day' | 'timed';
};

/** A grid cell that events can be dropped on; it shows when it is where a move would land. */
export function DropCell({ spot, accepts = 'any', ...props }: DropCellProps) {
  const move = useContext(EventMoveContext);
  const dragging = move?.dragging;
  const refuses = dragging && accepts !== 'any' && dragging.allDay !== (accepts === 'all-day');
  const { setNodeRef, node, isOver } = useDroppable({
    id: spotId(spot),
    data: { spot },
    disabled: !move?.enabled || Boolean(refuses),
  });
  const keyboardTarget = Boolean(move?.keyboard && spotId(move.keyboard.to) === spotId(spot));
  // The keyboard's drop target stays in sight as it leaves the scrolled part of the week.
  useEffect(() => {
    if (keyboardTarget) node.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [keyboardTarget, node]);
  return <td ref={setNodeRef} data-drop-target={isOver || keyboardTarget ? 'true' : undefined} {...props} />;
}
