import { KeyboardCode, pointerWithin } from '@dnd-kit/core';
const targetData = (entry) => entry?.data.current;
/** The words for where a dragged thing is over, or undefined when over nothing. */
export const targetLabel = (over) => targetData(over)?.label;
/**
 * Announcements for dropping items onto targets, in `words`. The drop itself is left to the screen's own
 * live region (it knows whether the change was made or refused), so onDragEnd says nothing.
 */
export function dropTargetAnnouncements(nameOf, words, 
/** The target a dragged item starts over (its own place): being over it right after the pick-up is not said. */
home = () => undefined) {
    // Both land in one render: saying "over its own place" then would drown "Picked up".
    let lastOver;
    return {
        onDragStart: ({ active }) => {
            lastOver = home(active.id);
            return words.pickedUp(nameOf(active.id));
        },
        onDragOver: ({ active, over }) => {
            if (over?.id === lastOver)
                return undefined;
            lastOver = over?.id;
            const label = targetLabel(over);
            return label ? words.over(nameOf(active.id), label) : words.overNothing(nameOf(active.id));
        },
        onDragEnd: () => undefined,
        onDragCancel: ({ active }) => words.cancelled(nameOf(active.id)),
    };
}
const NEXT = [KeyboardCode.Down, KeyboardCode.Right];
const PREVIOUS = [KeyboardCode.Up, KeyboardCode.Left];
/**
 * Keyboard moves between drop targets. The arrows go to the next or previous target in page order (those
 * with `keyboard: false` skipped); `chosen` holds the one the keyboard is on, which `dropTargetCollisions`
 * reports as what the dragged thing is over. Start the drag with `chosen.current = null`.
 */
export function dropTargetKeyboard(chosen) {
    return (event, { active, context }) => {
        const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
        if (!step)
            return undefined;
        event.preventDefault();
        const targets = context.droppableContainers
            .getEnabled()
            .filter((entry) => entry.id !== active && targetData(entry)?.keyboard !== false && entry.node.current)
            .sort((a, b) => a.node.current.compareDocumentPosition(b.node.current) &
            Node.DOCUMENT_POSITION_FOLLOWING
            ? -1
            : 1);
        if (!targets.length)
            return undefined;
        const at = targets.findIndex((entry) => entry.id === (chosen.current ?? context.over?.id));
        const next = targets[at < 0 ? (step > 0 ? 0 : targets.length - 1) : (at + step + targets.length) % targets.length];
        if (!next)
            return undefined;
        chosen.current = next.id;
        const rect = context.droppableRects.get(next.id) ?? next.rect.current;
        const size = context.collisionRect;
        if (!rect || !size)
            return undefined;
        next.node.current?.scrollIntoView?.({ block: 'nearest' });
        return {
            x: rect.left + rect.width / 2 - size.width / 2,
            y: rect.top + rect.height / 2 - size.height / 2,
        };
    };
}
/**
 * What a dragged thing is over: with the pointer, the deepest target under it; with the keyboard, the
 * target the arrows chose.
 */
export function dropTargetCollisions(chosen) {
    return (args) => {
        if (!args.pointerCoordinates) {
            const entry = args.droppableContainers.find((container) => container.id === chosen.current);
            return entry ? [{ id: entry.id, data: { droppableContainer: entry, value: 0 } }] : [];
        }
        const under = pointerWithin(args);
        const depth = (id) => targetData(args.droppableContainers.find((container) => container.id === id))?.depth ?? 0;
        return [...under].sort((a, b) => depth(b.id) - depth(a.id));
    };
}
