/**
 * Shared pieces for lists and boards built on dnd-kit: announcements, a modifier, focus kept across moves,
 * and keyboard moves between drop targets. For stories only: `pointerDrag` in ./pointerDrag (a mouse drag
 * as the PointerSensor sees it).
 */
export { dropTargetAnnouncements, dropTargetCollisions, dropTargetKeyboard, targetLabel, } from './dropTargets';
export { placeOf, sortableAnnouncements, sortableInstructions, } from './sortableAnnouncements';
export { useFocusKept } from './useFocusKept';
export { verticalOnly } from './verticalOnly';
