/**
 * The arrows move a dragged item from one drop target to the next in page order, and no press is lost while
 * dnd-kit has not measured the targets yet (e2e/meetings-group.e2e.ts: an ArrowUp pressed right after the pick-up
 * left the idea where it was, and the next press skipped a target).
 */
import type { SensorContext, UniqueIdentifier } from '@dnd-kit/core';
import { afterEach, expect, test } from 'vitest';
import { dropTargetCollisions, dropTargetKeyboard } from './dropTargets';

afterEach(() => document.body.replaceChildren());

/** Three targets stacked on the page (a theme, another, the ungrouped ideas) and a dragged item in the last. */
function board(measured: boolean) {
  const ids = ['theme-a', 'theme-b', 'ungrouped'];
  const containers = ids.map((id, index) => {
    const node = document.createElement('section');
    node.style.cssText = `position:absolute;left:0;top:${index * 200}px;width:300px;height:150px`;
    document.body.append(node);
    const rect = node.getBoundingClientRect();
    return {
      id,
      key: id,
      disabled: false,
      node: { current: node },
      rect: { current: measured ? rect : null },
      data: { current: { label: id } },
    };
  });
  const item = document.createElement('div');
  item.style.cssText = 'position:absolute;left:10px;top:410px;width:100px;height:40px';
  document.body.append(item);
  const context = {
    activeNode: item,
    collisionRect: measured ? item.getBoundingClientRect() : null,
    droppableRects: new Map(measured ? containers.map((entry) => [entry.id, entry.rect.current]) : []),
    droppableContainers: { getEnabled: () => containers },
    over: { id: 'ungrouped' },
  } as unknown as SensorContext;
  return { context, containers };
}

function press(code: string, context: SensorContext, chosen: { current: UniqueIdentifier | null }) {
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  return dropTargetKeyboard(chosen)(event, {
    active: 'idea-1',
    context,
    currentCoordinates: { x: 0, y: 0 },
  });
}

test.each([
  ['measured', true],
  ['not measured yet (right after the pick-up)', false],
])('ArrowUp from the ungrouped ideas goes to the target above it when the targets are %s', (_, measured) => {
  const { context, containers } = board(measured);
  const chosen = { current: null as UniqueIdentifier | null };
  const moved = press('ArrowUp', context, chosen);
  expect(chosen.current).toBe('theme-b');
  // The item's centre on the target's centre (300 × 150 at top 200; the item 100 × 40).
  expect(moved).toEqual({ x: 100, y: 255 });
  // What it is over, as the collision detection reports it to the announcements.
  const over = dropTargetCollisions(chosen)({
    active: { id: 'idea-1' },
    collisionRect: { top: 0, left: 0, width: 0, height: 0, right: 0, bottom: 0 },
    droppableRects: new Map(),
    droppableContainers: containers,
    pointerCoordinates: null,
  } as unknown as Parameters<ReturnType<typeof dropTargetCollisions>>[0]);
  expect(over.map((collision) => collision.id)).toEqual(['theme-b']);
  expect(press('ArrowUp', context, chosen)).toEqual({ x: 100, y: 55 });
  expect(chosen.current).toBe('theme-a');
});

test('a press while the dragged item cannot be measured moves nothing and chooses nothing', () => {
  const { context } = board(false);
  (context as { activeNode: HTMLElement | null }).activeNode = null;
  const chosen = { current: null as UniqueIdentifier | null };
  expect(press('ArrowUp', context, chosen)).toBeUndefined();
  expect(chosen.current).toBeNull();
});
