/**
 * A board's lists side by side (the row scrolls sideways) with their cards, made movable with dnd-kit:
 * cards within and between lists, lists among themselves, by mouse, by finger (after a short rest, so a
 * swipe scrolls) and by keyboard on each drag handle (Space or Enter picks up; the arrows move a card in
 * its list and to the neighbouring lists, or a list along the row; Space or Enter drops; Escape cancels).
 * Every move is announced in words ("Moved card Fix login to list Doing, position 2 of 4"). A drop hands
 * the new lists to `onOrderCards` / `onOrderLists`; the board shows the move until the new lists arrive.
 */
import type { Board, BoardList, Card } from '@chorus/mock-handlers/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  visuallyHidden,
} from '@chorus/ui';
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MousePointerSensor, mouseActivation, TouchSensor, touchActivation } from '../../../lib/dnd';
import { useT } from '../../i18n';
import {
  cardPlace,
  moveCard,
  moveList,
  sameOrder,
  type Step,
  stepCard,
  stepList,
} from '../../scrumboard.move';
import { AddForm } from '../AddForm/AddForm';
import { CardFace } from '../CardFace/CardFace';
import { InlineName } from '../InlineName/InlineName';
import * as css from '../scrumboard.css';

export interface BoardViewProps {
  board: Board;
  onOrderCards: (lists: BoardList[]) => void;
  onOrderLists: (lists: BoardList[]) => void;
  onAddList: (name: string) => void;
  onRenameList: (listId: string, name: string) => void;
  onRemoveList: (list: BoardList) => void;
  onAddCard: (listId: string, name: string) => void;
  onOpenCard: (cardId: string) => void;
}

type Kind = 'card' | 'list';
interface Picked {
  kind: Kind;
  id: string;
  /** Picked up with the keyboard (the arrows move it) or dragged by a pointer. */
  by: 'keyboard' | 'pointer';
}

/** dnd-kit's own live region says nothing: the board's status line says each move, in its words. */
const silent = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

const kindOf = (data: { current?: unknown } | undefined): Kind | undefined =>
  (data?.current as { kind?: Kind } | undefined)?.kind;

const KEY_STEPS: Record<string, Step> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
};

export function BoardView({
  board,
  onOrderCards,
  onOrderLists,
  onAddList,
  onRenameList,
  onRemoveList,
  onAddCard,
  onOpenCard,
}: BoardViewProps) {
  const t = useT();
  const [draft, setDraft] = useState<BoardList[] | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lists = draft ?? board.lists;
  const cards = useMemo(() => new Map(board.cards.map((card) => [card.id, card])), [board.cards]);
  const rowRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();

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
  const listName = (listId: string) => lists.find((list) => list.id === listId)?.name ?? listId;
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

  // Pointers and fingers.
  const sensors = useSensors(
    useSensor(MousePointerSensor, mouseActivation),
    useSensor(TouchSensor, touchActivation),
  );
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const listIds = lists.map((list) => list.id);
  const collisions: CollisionDetection = (args) => {
    const kind = kindOf(args.active.data);
    if (kind === 'list')
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((entry) => kindOf(entry.data) === 'list'),
      });
    const within = pointerWithin(args);
    const hits = within.length > 0 ? within : rectIntersection(args);
    let overId = getFirstCollision(hits, 'id');
    if (overId !== null) {
      const list = lists.find((entry) => entry.id === overId);
      if (list && list.idCards.length > 0) {
        const inList = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((entry) =>
            list.idCards.includes(String(entry.id)),
          ),
        })[0];
        if (inList) overId = inList.id;
      }
      lastOver.current = overId;
      return [{ id: overId }];
    }
    return lastOver.current ? [{ id: lastOver.current }] : [];
  };
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

  const handle = (kind: Kind, id: string, name: string, sortable: ReturnType<typeof useSortable>) => (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={css.handle}
      data-handle={id}
      aria-label={t(kind === 'card' ? 'card.move' : 'list.move', { name })}
      aria-describedby={`${instructionsId}-${kind}`}
      aria-pressed={picked?.by === 'keyboard' && picked.id === id}
      title={t('card.moveHint')}
      {...sortable.listeners}
      onKeyDown={onHandleKey(kind, id)}
      onBlur={onHandleBlur(id)}
    >
      <GripVertical size={16} aria-hidden />
    </button>
  );

  const dragged = picked?.by === 'pointer' ? picked : null;
  return (
    <>
      {lists.length === 0 ? <p>{t('board.empty')}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{ announcements: silent, screenReaderInstructions: { draggable: '' } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SortableContext items={listIds} strategy={horizontalListSortingStrategy}>
          <ol
            ref={rowRef}
            className={css.lists}
            data-color={board.settings.color || undefined}
            aria-label={t('board.lists', { name: board.name })}
          >
            {lists.map((list) => (
              <SortableList key={list.id} list={list} picked={picked}>
                {(sortable) => (
                  <>
                    <div className={css.listHeader}>
                      {handle('list', list.id, list.name, sortable)}
                      <InlineName
                        as="h2"
                        className={css.listTitle}
                        name={list.name}
                        fieldLabel={t('list.name')}
                        editLabel={t('list.rename', { name: list.name })}
                        onRename={(name) => onRenameList(list.id, name)}
                      />
                      <ListMenu label={t('list.actions', { name: list.name })}>
                        <DropdownMenuItem
                          icon={<Icon name="trash" size="sm" />}
                          onSelect={() => onRemoveList(list)}
                        >
                          {t('list.remove')}
                        </DropdownMenuItem>
                      </ListMenu>
                    </div>
                    <SortableContext items={list.idCards} strategy={verticalListSortingStrategy}>
                      <ul className={css.cards} aria-label={t('list.cards', { name: list.name })}>
                        {list.idCards.map((cardId) => {
                          const card = cards.get(cardId);
                          return card ? (
                            <SortableCard key={cardId} card={card} listId={list.id} picked={picked}>
                              {(cardSortable) => (
                                <CardFace
                                  card={card}
                                  board={board}
                                  onOpen={onOpenCard}
                                  handle={handle('card', card.id, card.name, cardSortable)}
                                />
                              )}
                            </SortableCard>
                          ) : null;
                        })}
                      </ul>
                    </SortableContext>
                    <AddForm
                      openLabel={t('card.add')}
                      fieldLabel={t('card.addName')}
                      confirmLabel={t('card.addConfirm')}
                      cancelLabel={t('list.cancel')}
                      onAdd={(name) => onAddCard(list.id, name)}
                    />
                  </>
                )}
              </SortableList>
            ))}
            <li className={css.addList}>
              <AddForm
                openLabel={t('list.add')}
                fieldLabel={t('list.addName')}
                confirmLabel={t('list.addConfirm')}
                cancelLabel={t('list.cancel')}
                onAdd={onAddList}
              />
            </li>
          </ol>
        </SortableContext>
        <DragOverlay>
          {dragged?.kind === 'card' && cards.get(dragged.id) ? (
            <div className={`${css.card} ${css.overlay}`}>
              <CardFace card={cards.get(dragged.id) as Card} board={board} />
            </div>
          ) : dragged?.kind === 'list' ? (
            <div className={`${css.list} ${css.overlay}`}>
              <h2 className={css.listTitle}>{listName(dragged.id)}</h2>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <span id={`${instructionsId}-card`} hidden>
        {t('dnd.cardInstructions')}
      </span>
      <span id={`${instructionsId}-list`} hidden>
        {t('dnd.listInstructions')}
      </span>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}

function ListMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger>
        <IconButton
          size="sm"
          variant="ghost"
          label={label}
          icon={<Icon name="ellipsis-vertical" size="sm" />}
        />
      </DropdownMenuTrigger>
      {open ? <DropdownMenuContent align="end">{children}</DropdownMenuContent> : null}
    </DropdownMenu>
  );
}

function SortableList({
  list,
  picked,
  children,
}: {
  list: BoardList;
  picked: Picked | null;
  children: (sortable: ReturnType<typeof useSortable>) => ReactNode;
}) {
  const sortable = useSortable({ id: list.id, data: { kind: 'list' } });
  const active = picked?.kind === 'list' && picked.id === list.id;
  return (
    <li
      ref={sortable.setNodeRef}
      className={css.list}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-dragging={sortable.isDragging ? '' : undefined}
      data-picked={active && picked?.by === 'keyboard' ? '' : undefined}
      data-testid="scrumboard-list"
    >
      {children(sortable)}
    </li>
  );
}

function SortableCard({
  card,
  listId,
  picked,
  children,
}: {
  card: Card;
  listId: string;
  picked: Picked | null;
  children: (sortable: ReturnType<typeof useSortable>) => ReactNode;
}) {
  const sortable = useSortable({ id: card.id, data: { kind: 'card', listId } });
  const active = picked?.kind === 'card' && picked.id === card.id;
  return (
    <li
      ref={sortable.setNodeRef}
      className={css.card}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-dragging={sortable.isDragging ? '' : undefined}
      data-picked={active && picked?.by === 'keyboard' ? '' : undefined}
      data-testid="scrumboard-card"
    >
      {children(sortable)}
    </li>
  );
}
