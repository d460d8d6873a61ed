/**
 * What a screen reader hears while a sortable list is reordered (dnd-kit's `accessibility` prop of
 * `DndContext`), in positions people count in ("Moved Write the agenda to position 3 of 8"), in the words
 * the list gives (its catalogue's messages, in the active language). Shared by every sortable list in the
 * apps; the same `moved` sentence serves "Move up" / "Move down" commands.
 */
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Where an item stands, counted from one: position 3 of 8. */
export interface Place {
  position: number;
  count: number;
}

/** A zero-based index in a list of `count` as people count it. */
export const placeOf = (index: number, count: number): Place => ({ position: index + 1, count });

/** The sentences of one sortable list; `name` is the item's own words (a task's title). */
export interface SortableWords {
  /** "Picked up Write the agenda, at position 1 of 8." (`at` unknown: not in a sortable list) */
  pickedUp: (name: string, at: Place | undefined) => string;
  /** "Moved Write the agenda to position 3 of 8." */
  moved: (name: string, to: Place) => string;
  /** "Write the agenda is no longer over the list." */
  notOver: (name: string) => string;
  /** "Dropped Write the agenda at position 3 of 8." */
  dropped: (name: string, at: Place) => string;
  /** "Dropped Write the agenda. The task stays where it was." */
  droppedOutside: (name: string) => string;
  /** "Cancelled. Write the agenda is back at position 1 of 8." */
  cancelled: (name: string, at: Place | undefined) => string;
}

/** Where a sortable item stands in its list (dnd-kit's sortable data), if it is one. */
function place(entry: Active | Over | null): Place | undefined {
  const sortable = entry?.data.current?.sortable as { index?: unknown; items?: unknown } | undefined;
  if (typeof sortable?.index !== 'number' || !Array.isArray(sortable.items)) return undefined;
  return placeOf(sortable.index, sortable.items.length);
}

/**
 * Announcements for one sortable list. `nameOf` turns an item's id into the words that name it
 * (a task's title); `words` are the list's sentences. Each is built when it is said (the active language).
 */
export function sortableAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  words: SortableWords,
): Announcements {
  // dnd-kit reports the item over itself right after the pick-up; saying "moved" then would drown
  // "Picked up" (both land in one render), so only a change of place is announced.
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return words.pickedUp(nameOf(active.id), place(active));
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver) return undefined;
      lastOver = over?.id;
      const target = place(over);
      return target ? words.moved(nameOf(active.id), target) : words.notOver(nameOf(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const target = place(over);
      return target ? words.dropped(nameOf(active.id), target) : words.droppedOutside(nameOf(active.id));
    },
    onDragCancel: ({ active }) => words.cancelled(nameOf(active.id), place(active)),
  };
}

/**
 * The instructions read when a drag handle gets focus ("To move this task, press Space or Enter to pick it
 * up, the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel."), in the
 * list's language. dnd-kit reads the text when it renders its hidden instructions.
 */
export function sortableInstructions(draggable: string): ScreenReaderInstructions {
  return { draggable };
}
