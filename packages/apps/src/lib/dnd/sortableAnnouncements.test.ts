import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, test } from 'vitest';
import {
  type SortableWords,
  placeOf,
  sortableAnnouncements,
  sortableInstructions,
} from './sortableAnnouncements';

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const names: Record<string, string> = { a: 'Write the agenda', c: 'Book the room' };
const entry = (id: string, index = items.indexOf(id)) =>
  ({
    id,
    data: { current: { sortable: { containerId: 'tasks', index, items } } },
    rect: { current: { initial: null, translated: null } },
  }) as unknown as Active & Over;
const plain = {
  id: 'x',
  data: { current: {} },
  rect: { current: { initial: null, translated: null } },
} as unknown as Over;

/** A list's words, as a catalogue would give them. */
const words: SortableWords = {
  pickedUp: (name, at) =>
    at ? `Picked up ${name}, at ${at.position} of ${at.count}.` : `Picked up ${name}.`,
  moved: (name, to) => `Moved ${name} to ${to.position} of ${to.count}.`,
  notOver: (name) => `${name} is no longer over the list.`,
  dropped: (name, at) => `Dropped ${name} at ${at.position} of ${at.count}.`,
  droppedOutside: (name) => `Dropped ${name}. It stays where it was.`,
  cancelled: (name, at) => `Cancelled. ${name} is back at ${at?.position} of ${at?.count}.`,
};
const say = sortableAnnouncements((id) => names[String(id)] ?? String(id), words);

describe('sortable announcements', () => {
  test('counts positions from one, as people do', () => {
    expect(placeOf(2, 8)).toEqual({ position: 3, count: 8 });
  });

  test('picking up, moving over another item and dropping name the item and its position', () => {
    const active = entry('a');
    expect(say.onDragStart({ active })).toBe('Picked up Write the agenda, at 1 of 8.');
    expect(say.onDragOver({ active, over: entry('c') })).toBe('Moved Write the agenda to 3 of 8.');
    expect(say.onDragOver({ active, over: entry('a') })).toBe('Moved Write the agenda to 1 of 8.');
    expect(say.onDragEnd({ active, over: entry('c') })).toBe('Dropped Write the agenda at 3 of 8.');
  });

  test('cancelling says where the item is back at', () => {
    expect(say.onDragCancel({ active: entry('c'), over: entry('e') })).toBe(
      'Cancelled. Book the room is back at 3 of 8.',
    );
  });

  test('the item over itself right after the pick-up says nothing, so "Picked up" is heard', () => {
    const active = entry('a');
    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: entry('a') })).toBeUndefined();
    expect(say.onDragOver({ active, over: entry('b') })).toBe('Moved Write the agenda to 2 of 8.');
    expect(say.onDragOver({ active, over: entry('b') })).toBeUndefined();
  });

  test('outside the list, or over something that is not sortable, nothing is said to have moved', () => {
    const active = entry('a');
    expect(say.onDragOver({ active, over: null })).toBe('Write the agenda is no longer over the list.');
    expect(say.onDragEnd({ active, over: plain })).toBe('Dropped Write the agenda. It stays where it was.');
  });

  test('the instructions are the list’s words', () => {
    expect(sortableInstructions('To move this task, press Space').draggable).toBe(
      'To move this task, press Space',
    );
  });
});
