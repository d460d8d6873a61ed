/** A dnd-kit modifier for one-column lists: the dragged item moves up and down only. */
export const verticalOnly = ({ transform }) => ({ ...transform, x: 0 });
