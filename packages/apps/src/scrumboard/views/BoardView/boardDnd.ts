/** The board's drag and drop rules for dnd-kit: what is dragged, where a card or a list lands, the arrow keys. */
import {
  type CollisionDetection,
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { BoardList } from '@chorus/mock-handlers/contracts';
import type { Step } from '../../scrumboard.move';

export type Kind = 'card' | 'list';

/** A sortable's kind, from its dnd-kit data. */
export const kindOf = (data: { current?: unknown } | undefined): Kind | undefined =>
  (data?.current as { kind?: Kind } | undefined)?.kind;

export const KEY_STEPS: Record<string, Step> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
};

/**
 * Where a dragged thing is over: a list among the lists (closest centre); a card on the card under the pointer,
 * or, over a list, on that list's closest card (an empty list itself). Between targets the last one holds
 * (`lastOver`, cleared by the drop).
 */
export function boardCollisions(
  lists: readonly BoardList[],
  lastOver: { current: UniqueIdentifier | null },
): CollisionDetection {
  return (args) => {
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
}
