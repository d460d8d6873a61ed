/** A card in its list: sortable (within and between lists), its face, and its drag handle. */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CardFace } from '../CardFace/CardFace';
import * as css from '../scrumboard.css';
import { DragHandle } from './DragHandle';
import type { HandleKeys, Picked } from './useBoardDrag';

export interface BoardCardProps {
  card: Card;
  listId: string;
  board: Board;
  picked: Picked | null;
  keys: HandleKeys;
  /** The id of the hidden instructions for a card's handle. */
  describedBy: string;
  onOpen: (cardId: string) => void;
}

export function BoardCard({ card, listId, board, picked, keys, describedBy, onOpen }: BoardCardProps) {
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
      <CardFace
        card={card}
        board={board}
        onOpen={onOpen}
        handle={
          <DragHandle
            kind="card"
            id={card.id}
            name={card.name}
            sortable={sortable}
            keys={keys}
            describedBy={describedBy}
          />
        }
      />
    </li>
  );
}
