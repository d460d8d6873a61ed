import type { Icon } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import { filterIcons } from './iconSearch';

const icon = (id: number, name: string, tags: string[]): Icon => ({
  order: id + 1,
  id,
  name,
  prevSize: 32,
  code: 0xe000 + id,
  ligatures: name,
  tags,
});
const icons = [
  icon(0, 'visibility_off', ['visibility_off', 'visibility', 'off']),
  icon(1, 'calendar_today', ['calendar_today', 'calendar', 'today', 'date']),
  icon(2, 'home', ['home', 'house']),
];
const names = (query: string) => filterIcons(icons, query).map((found) => found.name);

describe('filterIcons (the icon catalogue search)', () => {
  test('an empty query keeps every icon, in order', () => {
    expect(names('  ')).toEqual(['visibility_off', 'calendar_today', 'home']);
  });
  test('matches the name or a tag, whatever the case, with _ - and spaces alike', () => {
    expect(names('HOUSE')).toEqual(['home']);
    expect(names('date')).toEqual(['calendar_today']);
    expect(names('visibility-off')).toEqual(['visibility_off']);
    expect(names('calendar today')).toEqual(['calendar_today']);
  });
  test('every word must match', () => {
    expect(names('calendar house')).toEqual([]);
  });
});
