/**
 * Sensors for boards a finger also drags: the mouse (and pen) after a few pixels of travel, a finger only
 * after it rests a moment (so a swipe still scrolls the page or the board's row). The pointer sensor leaves
 * touch pointers to the touch sensor.
 */
import { PointerSensor, type PointerSensorOptions, TouchSensor } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (nativeEvent.pointerType === 'touch' || !nativeEvent.isPrimary || nativeEvent.button !== 0)
          return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** A few pixels of travel first, so a click on the handle is not a drag. */
export const mouseActivation = { activationConstraint: { distance: 4 } };
/** A finger rests 200 ms (moving at most 8 px) before the drag starts; a quicker swipe scrolls. */
export const touchActivation = { activationConstraint: { delay: 200, tolerance: 8 } };

export { TouchSensor };
