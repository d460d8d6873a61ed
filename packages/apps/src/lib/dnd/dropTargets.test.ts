import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, test } from 'vitest';
import { dropTargetAnnouncements } from './dropTargets';

const entry = (id: string, label?: string) =>
  ({
    id,
    data: { current: label ? { label } : {} },
    rect: { current: { initial: null, translated: null } },
  }) as unknown as Active & Over;

const names: Record<string, string> = { a: '“Laptop setup”' };
const say = () =>
  dropTargetAnnouncements(
    (id) => names[String(id)] ?? String(id),
    {
      pickedUp: (name) => `Picked up idea ${name}.`,
      over: (name, target) => `${name} is over ${target}.`,
      overNothing: (name) => `${name} is over no target.`,
      cancelled: (name) => `Cancelled. ${name} stays where it was.`,
    },
    () => 'home',
  );

describe('drop target announcements', () => {
  test('picking up names the item; its own place right after is not said, so "Picked up" is heard', () => {
    const announce = say();
    const active = entry('a');
    expect(announce.onDragStart({ active })).toBe('Picked up idea “Laptop setup”.');
    expect(announce.onDragOver({ active, over: entry('home', 'the ungrouped ideas') })).toBeUndefined();
    expect(announce.onDragOver({ active, over: entry('t', 'theme “Tools”') })).toBe(
      '“Laptop setup” is over theme “Tools”.',
    );
    expect(announce.onDragOver({ active, over: entry('t', 'theme “Tools”') })).toBeUndefined();
    expect(announce.onDragOver({ active, over: null })).toBe('“Laptop setup” is over no target.');
  });

  test('the drop is left to the screen; cancelling says the item stays', () => {
    const announce = say();
    expect(announce.onDragEnd({ active: entry('a'), over: entry('t', 'theme') })).toBeUndefined();
    expect(announce.onDragCancel({ active: entry('a'), over: null })).toBe(
      'Cancelled. “Laptop setup” stays where it was.',
    );
  });
});
