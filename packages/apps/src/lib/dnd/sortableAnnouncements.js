/** A zero-based index in a list of `count` as people count it. */
export const placeOf = (index, count) => ({ position: index + 1, count });
/** Where a sortable item stands in its list (dnd-kit's sortable data), if it is one. */
function place(entry) {
    const sortable = entry?.data.current?.sortable;
    if (typeof sortable?.index !== 'number' || !Array.isArray(sortable.items))
        return undefined;
    return placeOf(sortable.index, sortable.items.length);
}
/**
 * Announcements for one sortable list. `nameOf` turns an item's id into the words that name it
 * (a task's title); `words` are the list's sentences. Each is built when it is said (the active language).
 */
export function sortableAnnouncements(nameOf, words) {
    // dnd-kit reports the item over itself right after the pick-up; saying "moved" then would drown
    // "Picked up" (both land in one render), so only a change of place is announced.
    let lastOver;
    return {
        onDragStart: ({ active }) => {
            lastOver = active.id;
            return words.pickedUp(nameOf(active.id), place(active));
        },
        onDragOver: ({ active, over }) => {
            if (over?.id === lastOver)
                return undefined;
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
export function sortableInstructions(draggable) {
    return { draggable };
}
