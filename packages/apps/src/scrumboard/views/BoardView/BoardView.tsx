/**
 * A board's lists side by side (the row scrolls sideways) with their cards, made movable with dnd-kit:
 * cards within and between lists, lists among themselves, by mouse, by finger (after a short rest, so a
 * swipe scrolls) and by keyboard on each drag handle (Space or Enter picks up; the arrows move a card in
 * its list and to the neighbouring lists, or a list along the row; Space or Enter drops; Escape cancels).
 * Every move is announced in words ("Moved card Fix login to list Doing, position 2 of 4"). A drop hands
 * the new lists to `onOrderCards` / `onOrderLists`; the board shows the move until the new lists arrive.
 * The moves' state is `useBoardDrag`; a list is a `ListColumn`, a card a `BoardCard`.
 */
import type { Board, BoardList, Card } from '@chorus/mock-handlers/contracts';
import { visuallyHidden } from '@chorus/ui';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useId } from 'react';
import { useT } from '../../i18n';
import { AddForm } from '../AddForm/AddForm';
import { CardFace } from '../CardFace/CardFace';
import * as css from '../scrumboard.css';
import { ListColumn } from './ListColumn';
import { type Picked, useBoardDrag } from './useBoardDrag';

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

/** dnd-kit's own live region says nothing: the board's status line says each move, in its words. */
const silent = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
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
  const drag = useBoardDrag({ board, onOrderCards, onOrderLists });
  const { lists, cards, picked } = drag;
  const instructionsId = useId();
  const instructions = { card: `${instructionsId}-card`, list: `${instructionsId}-list` };
  return (
    <>
      {lists.length === 0 ? <p>{t('board.empty')}</p> : null}
      <DndContext
        {...drag.dnd}
        accessibility={{ announcements: silent, screenReaderInstructions: { draggable: '' } }}
      >
        <SortableContext items={lists.map((list) => list.id)} strategy={horizontalListSortingStrategy}>
          <ol
            ref={drag.rowRef}
            className={css.lists}
            data-color={board.settings.color || undefined}
            aria-label={t('board.lists', { name: board.name })}
          >
            {lists.map((list) => (
              <ListColumn
                key={list.id}
                list={list}
                board={board}
                cards={cards}
                picked={picked}
                handleKeys={drag.handleKeys}
                instructions={instructions}
                onRename={onRenameList}
                onRemove={onRemoveList}
                onAddCard={onAddCard}
                onOpenCard={onOpenCard}
              />
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
          {drag.dragged ? (
            <DragPreview dragged={drag.dragged} board={board} cards={cards} lists={lists} />
          ) : null}
        </DragOverlay>
      </DndContext>
      <span id={instructions.card} hidden>
        {t('dnd.cardInstructions')}
      </span>
      <span id={instructions.list} hidden>
        {t('dnd.listInstructions')}
      </span>
      <span role="status" className={visuallyHidden}>
        {drag.announcement}
      </span>
    </>
  );
}

/** What follows the pointer while it drags: the card's face, or the list's title. */
function DragPreview({
  dragged,
  board,
  cards,
  lists,
}: {
  dragged: Picked;
  board: Board;
  cards: ReadonlyMap<string, Card>;
  lists: readonly BoardList[];
}) {
  const card = dragged.kind === 'card' ? cards.get(dragged.id) : undefined;
  if (card)
    return (
      <div className={`${css.card} ${css.overlay}`}>
        <CardFace card={card} board={board} />
      </div>
    );
  if (dragged.kind === 'list')
    return (
      <div className={`${css.list} ${css.overlay}`}>
        <h2 className={css.listTitle}>{lists.find((list) => list.id === dragged.id)?.name ?? dragged.id}</h2>
      </div>
    );
  return null;
}
