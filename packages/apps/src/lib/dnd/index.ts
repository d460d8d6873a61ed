/**
 * Shared pieces for sortable lists built on dnd-kit: announcements, a modifier, focus kept across moves.
 * For stories only: `pointerDrag` in ./pointerDrag (a mouse drag as the PointerSensor sees it).
 */
export {
  movedText,
  positionText,
  sortableAnnouncements,
  sortableInstructions,
} from './sortableAnnouncements';
export { useFocusKept } from './useFocusKept';
export { verticalOnly } from './verticalOnly';
