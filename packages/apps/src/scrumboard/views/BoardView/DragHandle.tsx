/** A card's or a list's drag handle: dnd-kit's pointer listeners, and the board's keys (see useBoardDrag). */
import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';
import type { HandleKeys, Kind } from './useBoardDrag';

export interface DragHandleProps {
  kind: Kind;
  id: string;
  name: string;
  sortable: ReturnType<typeof useSortable>;
  keys: HandleKeys;
  /** The id of the hidden instructions for this kind of handle. */
  describedBy: string;
}

export function DragHandle({ kind, id, name, sortable, keys, describedBy }: DragHandleProps) {
  const t = useT();
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={css.handle}
      data-handle={id}
      aria-label={t(kind === 'card' ? 'card.move' : 'list.move', { name })}
      aria-describedby={describedBy}
      aria-pressed={keys.pressed}
      title={t('card.moveHint')}
      {...sortable.listeners}
      onKeyDown={keys.onKeyDown}
      onBlur={keys.onBlur}
    >
      <GripVertical size={16} aria-hidden />
    </button>
  );
}
