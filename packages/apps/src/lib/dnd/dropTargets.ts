/**
 * Shared pieces for drag and drop onto targets (not a sortable list): an idea dropped on a theme or on
 * another idea, a card dropped on a column. What a screen reader hears (dnd-kit's `accessibility` prop),
 * and keyboard moves that jump from one drop target to the next, in the order they appear on the page.
 *
 * Targets register with `useDroppable({ id, data: { label, keyboard } })`: `label` names the target in the
 * announcements ("theme “Setup”"); `keyboard: false` leaves it to the pointer (the arrows skip it).
 */
import type {
  Announcements,
  CollisionDetection,
  KeyboardCoordinateGetter,
  Over,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { KeyboardCode, pointerWithin } from '@dnd-kit/core';

export interface DropTargetData {
  /** The words that name the target: "theme “Setup”", "the ungrouped ideas". */
  label: string;
  /** The arrow keys stop on it (default true). */
  keyboard?: boolean;
  /** Among nested targets under the pointer, the highest wins (an idea inside a theme over the theme). */
  depth?: number;
}

const targetData = (entry: { data: { current?: unknown } } | null | undefined) =>
  entry?.data.current as Partial<DropTargetData> | undefined;

/** The words for where a dragged thing is over, or undefined when over nothing. */
export const targetLabel = (over: Over | null | undefined): string | undefined => targetData(over)?.label;

/** The sentences a screen reader hears, in the screen's language (its catalogue's messages). */
export interface DropTargetWords {
  /** "Picked up idea “Laptop setup”." */
  pickedUp: (name: string) => string;
  /** "“Laptop setup” is over theme “Tools”." */
  over: (name: string, target: string) => string;
  /** "“Laptop setup” is over no target." */
  overNothing: (name: string) => string;
  /** "Cancelled. “Laptop setup” stays where it was." */
  cancelled: (name: string) => string;
}

/**
 * Announcements for dropping items onto targets, in `words`. The drop itself is left to the screen's own
 * live region (it knows whether the change was made or refused), so onDragEnd says nothing.
 */
export function dropTargetAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  words: DropTargetWords,
  /** The target a dragged item starts over (its own place): being over it right after the pick-up is not said. */
  home: (id: UniqueIdentifier) => UniqueIdentifier | undefined = () => undefined,
): Announcements {
  // Both land in one render: saying "over its own place" then would drown "Picked up".
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = home(active.id);
      return words.pickedUp(nameOf(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver) return undefined;
      lastOver = over?.id;
      const label = targetLabel(over);
      return label ? words.over(nameOf(active.id), label) : words.overNothing(nameOf(active.id));
    },
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => words.cancelled(nameOf(active.id)),
  };
}

const NEXT = [KeyboardCode.Down, KeyboardCode.Right] as string[];
const PREVIOUS = [KeyboardCode.Up, KeyboardCode.Left] as string[];

/**
 * Keyboard moves between drop targets. The arrows go to the next or previous target in page order (those
 * with `keyboard: false` skipped); `chosen` holds the one the keyboard is on, which `dropTargetCollisions`
 * reports as what the dragged thing is over. Start the drag with `chosen.current = null`.
 */
export function dropTargetKeyboard(chosen: { current: UniqueIdentifier | null }): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
    if (!step) return undefined;
    event.preventDefault();
    const targets = context.droppableContainers
      .getEnabled()
      .filter((entry) => entry.id !== active && targetData(entry)?.keyboard !== false && entry.node.current)
      .sort((a, b) =>
        (a.node.current as Node).compareDocumentPosition(b.node.current as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING
          ? -1
          : 1,
      );
    if (!targets.length) return undefined;
    const at = targets.findIndex((entry) => entry.id === (chosen.current ?? context.over?.id));
    const next =
      targets[at < 0 ? (step > 0 ? 0 : targets.length - 1) : (at + step + targets.length) % targets.length];
    if (!next) return undefined;
    // Right after the pick-up dnd-kit may not have measured the targets and the dragged item yet (a fast key, a
    // busy machine): measure them here, so that no press is lost. A press that cannot move chooses nothing.
    const rect =
      context.droppableRects.get(next.id) ?? next.rect.current ?? next.node.current?.getBoundingClientRect();
    const size = context.collisionRect ?? context.activeNode?.getBoundingClientRect();
    if (!rect || !size) return undefined;
    chosen.current = next.id;
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
export function dropTargetCollisions(chosen: { current: UniqueIdentifier | null }): CollisionDetection {
  return (args) => {
    if (!args.pointerCoordinates) {
      const entry = args.droppableContainers.find((container) => container.id === chosen.current);
      return entry ? [{ id: entry.id, data: { droppableContainer: entry, value: 0 } }] : [];
    }
    const under = pointerWithin(args);
    const depth = (id: UniqueIdentifier) =>
      targetData(args.droppableContainers.find((container) => container.id === id))?.depth ?? 0;
    return [...under].sort((a, b) => depth(b.id) - depth(a.id));
  };
}
