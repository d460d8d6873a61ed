import type { Modifier } from '@dnd-kit/core';

/** A dnd-kit modifier for one-column lists: the dragged item moves up and down only. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
