import { describe, expect, test } from 'vitest';
import type { MeetingLogEntry } from '@chorus/mock-handlers/contracts';
import { movesSince } from './useRoomMovedOn';

const entry = (id: string, action: MeetingLogEntry['action']): MeetingLogEntry => ({
  id,
  at: '2026-03-12T09:00:00.000Z',
  action,
  actorName: action === 'autoAdvance' ? null : 'Hana Host',
  subject: 'Vote',
  detail: null,
});

describe('the room moved on by itself since the page last looked', () => {
  const log = [
    entry('a', 'start'),
    entry('b', 'autoAdvance'),
    entry('c', 'reveal'),
    entry('d', 'autoAdvance'),
  ];

  test('only the moves after the entry seen last', () => {
    expect(movesSince(log, 'b').map((e) => e.id)).toEqual(['d']);
    expect(movesSince(log, 'c').map((e) => e.id)).toEqual(['d']);
    expect(movesSince(log, 'd')).toEqual([]);
  });

  test('a log seen empty, or whose last seen entry is gone: every move in it', () => {
    expect(movesSince(log, undefined).map((e) => e.id)).toEqual(['b', 'd']);
    expect(movesSince(log, 'gone').map((e) => e.id)).toEqual(['b', 'd']);
  });

  test('a control someone ran is not announced this way', () => {
    expect(movesSince([entry('a', 'start'), entry('x', 'advance')], 'a')).toEqual([]);
  });
});
