/**
 * Shared pieces for lists and boards built on dnd-kit: announcements, a modifier, focus kept across moves,
 * and keyboard moves between drop targets. For stories only: `pointerDrag` in ./pointerDrag (a mouse drag
 * as the PointerSensor sees it).
 */
export {
  type DropTargetData,
  type DropTargetWords,
  dropTargetAnnouncements,
  dropTargetCollisions,
  dropTargetKeyboard,
  targetLabel,
} from './dropTargets';
export {
  type Place,
  placeOf,
  type SortableWords,
  sortableAnnouncements,
  sortableInstructions,
} from './sortableAnnouncements';
export { useFocusKept } from './useFocusKept';
export { verticalOnly } from './verticalOnly';
export { MousePointerSensor, mouseActivation, TouchSensor, touchActivation } from './touchSensors';
