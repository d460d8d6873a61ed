/**
 * What a screen reader hears while a sortable list is reordered (dnd-kit's `accessibility` prop of
 * `DndContext`), in positions people count in: "Moved Write the agenda to position 3 of 8".
 * Shared by every sortable list in the apps; the same sentences serve "Move up" / "Move down" commands.
 */
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** "position 3 of 8" from a zero-based index. */
export const positionText = (index: number, count: number) => `position ${index + 1} of ${count}`;

/** The announcement after a move, by drag or by command. */
export const movedText = (name: string, index: number, count: number) =>
  `Moved ${name} to ${positionText(index, count)}`;

/** Where a sortable item stands in its list (dnd-kit's sortable data), if it is one. */
function place(entry: Active | Over | null): { index: number; count: number } | undefined {
  const sortable = entry?.data.current?.sortable as { index?: unknown; items?: unknown } | undefined;
  if (typeof sortable?.index !== 'number' || !Array.isArray(sortable.items)) return undefined;
  return { index: sortable.index, count: sortable.items.length };
}

/**
 * Announcements for one sortable list. `nameOf` turns an item's id into the words that name it
 * (a task's title); `noun` names items in general ("task").
 */
export function sortableAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  noun = 'item',
): Announcements {
  const at = (entry: Active | Over | null) => {
    const where = place(entry);
    return where ? ` ${positionText(where.index, where.count)}` : '';
  };
  // dnd-kit reports the item over itself right after the pick-up; saying "moved" then would drown
  // "Picked up" (both land in one render), so only a change of place is announced.
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${nameOf(active.id)}, at${at(active)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver) return undefined;
      lastOver = over?.id;
      const target = place(over);
      if (!target) return `${nameOf(active.id)} is no longer over the list.`;
      return `${movedText(nameOf(active.id), target.index, target.count)}.`;
    },
    onDragEnd: ({ active, over }) => {
      const target = place(over);
      if (!target) return `Dropped ${nameOf(active.id)}. The ${noun} stays where it was.`;
      return `Dropped ${nameOf(active.id)} at ${positionText(target.index, target.count)}.`;
    },
    onDragCancel: ({ active }) => `Cancelled. ${nameOf(active.id)} is back at${at(active)}.`,
  };
}

/** The instructions read when a drag handle gets focus. */
export function sortableInstructions(noun = 'item'): ScreenReaderInstructions {
  return {
    draggable: `To move this ${noun}, press Space or Enter to pick it up, the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.`,
  };
}
