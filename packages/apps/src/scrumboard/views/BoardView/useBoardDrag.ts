/**
 * The board's moves: the lists as they are while a card or a list is moved (`lists`, a draft until the board's
 * own lists arrive), what is picked up and how, the status line's words, and dnd-kit's sensors, collision
 * detection and drag events. The keyboard works on each drag handle (`handleKeys`): Space or Enter picks up and
 * drops, the arrows move, Escape (or focus going elsewhere) cancels. A drop hands the new lists to
 * `onOrderCards` / `onOrderLists`.
 */
import type { Board, BoardList } from '@chorus/mock-handlers/contracts';
import {
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MousePointerSensor, mouseActivation, TouchSensor, touchActivation } from '../../../lib/dnd';
import { useT } from '../../i18n';
import { cardPlace, moveCard, moveList, sameOrder, stepCard, stepList } from '../../scrumboard.move';
import { boardCollisions, KEY_STEPS, type Kind, kindOf } from './boardDnd';

export type { Kind };
export interface Picked {
  kind: Kind;
  id: string;
  /** Picked up with the keyboard (the arrows move it) or dragged by a pointer. */
  by: 'keyboard' | 'pointer';
}

/** What a drag handle needs from the board's moves: its keys, its leaving, and whether it is picked up. */
export interface HandleKeys {
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  pressed: boolean;
}

export function useBoardDrag({
  board,
  onOrderCards,
  onOrderLists,
}: {
  board: Board;
  onOrderCards: (lists: BoardList[]) => void;
  onOrderLists: (lists: BoardList[]) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<BoardList[] | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lists = draft ?? board.lists;
  const cards = useMemo(() => new Map(board.cards.map((card) => [card.id, card])), [board.cards]);
  const rowRef = useRef<HTMLOListElement>(null);

  // The board's own lists arrived (the move's optimistic change, or a refusal's roll-back): the draft goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `board.lists` ends the draft.
  useEffect(() => {
    if (!picked) setDraft(null);
  }, [board.lists]);

  // A moved card's handle is remounted in its new list (or moved by React): the keyboard stays on it.
  useLayoutEffect(() => {
    if (picked?.by !== 'keyboard') return;
    const handle = rowRef.current?.querySelector<HTMLElement>(
      `[data-handle="${window.CSS.escape(picked.id)}"]`,
    );
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: false });
  });

  const nameOf = (kind: Kind, id: string) =>
    kind === 'card' ? (cards.get(id)?.name ?? id) : (lists.find((list) => list.id === id)?.name ?? id);
  const say = (
    kind: Kind,
    id: string,
    on: BoardList[],
    what: 'PickedUp' | 'Moved' | 'Dropped' | 'Cancelled',
  ) => {
    if (kind === 'card') {
      const place = cardPlace(on, id);
      if (!place) return;
      setAnnouncement(
        t(`dnd.card${what}`, {
          name: nameOf('card', id),
          list: on.find((list) => list.id === place.listId)?.name ?? '',
          position: place.index + 1,
          count: place.count,
        }),
      );
    } else {
      const index = on.findIndex((list) => list.id === id);
      setAnnouncement(
        t(`dnd.list${what}`, { name: nameOf('list', id), position: index + 1, count: on.length }),
      );
    }
  };

  const commit = (kind: Kind, next: BoardList[]) => {
    if (sameOrder(next, board.lists)) {
      setDraft(null);
      return;
    }
    setDraft(next);
    (kind === 'card' ? onOrderCards : onOrderLists)(next);
  };

  // The keyboard: on a handle, Space or Enter picks up and drops, the arrows move, Escape cancels.
  const onHandleKey = (kind: Kind, id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const mine = picked?.by === 'keyboard' && picked.id === id;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!mine) {
        setPicked({ kind, id, by: 'keyboard' });
        setDraft(board.lists);
        say(kind, id, board.lists, 'PickedUp');
        return;
      }
      setPicked(null);
      say(kind, id, lists, 'Dropped');
      commit(kind, lists);
      return;
    }
    if (!mine) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setPicked(null);
      setDraft(null);
      say(kind, id, board.lists, 'Cancelled');
      return;
    }
    let step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    // Right to left, the row runs the other way: the left arrow goes forward.
    if (getComputedStyle(event.currentTarget).direction === 'rtl' && (step === 'back' || step === 'forward'))
      step = step === 'back' ? 'forward' : 'back';
    const next = kind === 'card' ? stepCard(lists, id, step) : stepList(lists, id, step);
    if (!next) return;
    setDraft(next);
    say(kind, id, next, 'Moved');
  };
  const onHandleBlur = (id: string) => (event: { relatedTarget: EventTarget | null }) => {
    // Focus went elsewhere (not a remount of the moved card): the move is cancelled.
    if (picked?.by === 'keyboard' && picked.id === id && event.relatedTarget) {
      setPicked(null);
      setDraft(null);
      say(picked.kind, id, board.lists, 'Cancelled');
    }
  };
  const handleKeys = (kind: Kind, id: string): HandleKeys => ({
    onKeyDown: onHandleKey(kind, id),
    onBlur: onHandleBlur(id),
    pressed: picked?.by === 'keyboard' && picked.id === id,
  });

  // Pointers and fingers.
  const sensors = useSensors(
    useSensor(MousePointerSensor, mouseActivation),
    useSensor(TouchSensor, touchActivation),
  );
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const collisionDetection = boardCollisions(lists, lastOver);
  const onDragStart = ({ active }: DragStartEvent) => {
    const kind = kindOf(active.data) ?? 'card';
    setPicked({ kind, id: String(active.id), by: 'pointer' });
    setDraft(board.lists);
    say(kind, String(active.id), board.lists, 'PickedUp');
  };
  // A card over another list joins it at once (its place there follows the pointer).
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (kindOf(active.data) !== 'card' || !over) return;
    const id = String(active.id);
    const from = cardPlace(lists, id);
    const overList = lists.find((list) => list.id === over.id);
    const overPlace = overList ? undefined : cardPlace(lists, String(over.id));
    const toListId = overList?.id ?? overPlace?.listId;
    if (!from || !toListId || toListId === from.listId) return;
    const below =
      overPlace &&
      active.rect.current.translated &&
      active.rect.current.translated.top > over.rect.top + over.rect.height / 2;
    const index = overPlace ? overPlace.index + (below ? 1 : 0) : (overList?.idCards.length ?? 0);
    const next = moveCard(lists, id, toListId, index);
    setDraft(next);
    say('card', id, next, 'Moved');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const kind = kindOf(active.data) ?? 'card';
    const id = String(active.id);
    lastOver.current = null;
    setPicked(null);
    let next = lists;
    if (over && over.id !== active.id) {
      if (kind === 'list') {
        next = moveList(
          lists,
          id,
          lists.findIndex((list) => list.id === over.id),
        );
      } else {
        const overPlace = cardPlace(lists, String(over.id));
        const from = cardPlace(lists, id);
        if (overPlace && from && overPlace.listId === from.listId)
          next = moveCard(lists, id, overPlace.listId, overPlace.index);
      }
    }
    say(kind, id, next, 'Moved');
    commit(kind, next);
  };
  const onDragCancel = () => {
    lastOver.current = null;
    if (picked) say(picked.kind, picked.id, board.lists, 'Cancelled');
    setPicked(null);
    setDraft(null);
  };

  return {
    /** The lists as shown: the board's, or the move's draft. */
    lists,
    cards,
    picked,
    /** What a pointer drags (the drag overlay shows it). */
    dragged: picked?.by === 'pointer' ? picked : null,
    announcement,
    /** The row of lists: the keyboard's focus follows a moved handle inside it. */
    rowRef,
    handleKeys,
    /** dnd-kit's context: sensors, collision detection and the drag events. */
    dnd: { sensors, collisionDetection, onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
