/**
 * One list of the board: sortable among the lists, its header (drag handle, name renamed inline, actions
 * menu), its cards (sortable within and between lists) and the form that adds a card.
 */
import type { Board, BoardList, Card } from '@chorus/mock-handlers/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Icon,
  IconButton,
} from '@chorus/ui';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { AddForm } from '../AddForm/AddForm';
import { InlineName } from '../InlineName/InlineName';
import * as css from '../scrumboard.css';
import { BoardCard } from './BoardCard';
import { DragHandle } from './DragHandle';
import type { HandleKeys, Kind, Picked } from './useBoardDrag';

export interface ListColumnProps {
  list: BoardList;
  board: Board;
  cards: ReadonlyMap<string, Card>;
  picked: Picked | null;
  handleKeys: (kind: Kind, id: string) => HandleKeys;
  /** The ids of the hidden instructions for a handle, by kind. */
  instructions: Record<Kind, string>;
  onRename: (listId: string, name: string) => void;
  onRemove: (list: BoardList) => void;
  onAddCard: (listId: string, name: string) => void;
  onOpenCard: (cardId: string) => void;
}

export function ListColumn({
  list,
  board,
  cards,
  picked,
  handleKeys,
  instructions,
  onRename,
  onRemove,
  onAddCard,
  onOpenCard,
}: ListColumnProps) {
  const t = useT();
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
      <div className={css.listHeader}>
        <DragHandle
          kind="list"
          id={list.id}
          name={list.name}
          sortable={sortable}
          keys={handleKeys('list', list.id)}
          describedBy={instructions.list}
        />
        <InlineName
          as="h2"
          className={css.listTitle}
          name={list.name}
          fieldLabel={t('list.name')}
          editLabel={t('list.rename', { name: list.name })}
          onRename={(name) => onRename(list.id, name)}
        />
        <ListMenu label={t('list.actions', { name: list.name })}>
          <DropdownMenuItem icon={<Icon name="trash" size="sm" />} onSelect={() => onRemove(list)}>
            {t('list.remove')}
          </DropdownMenuItem>
        </ListMenu>
      </div>
      <SortableContext items={list.idCards} strategy={verticalListSortingStrategy}>
        <ul className={css.cards} aria-label={t('list.cards', { name: list.name })}>
          {list.idCards.map((cardId) => {
            const card = cards.get(cardId);
            return card ? (
              <BoardCard
                key={cardId}
                card={card}
                listId={list.id}
                board={board}
                picked={picked}
                keys={handleKeys('card', card.id)}
                describedBy={instructions.card}
                onOpen={onOpenCard}
              />
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
    </li>
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
