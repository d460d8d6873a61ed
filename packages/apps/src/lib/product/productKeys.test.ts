import { meetingContracts, meetingPaths } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import { liveRefresh, movesBadges } from '../query';
import { meetingKeys } from './productKeys';

const change = (views?: string[], id = 'm1') => ({ kind: 'meeting', id, ...(views ? { views } : {}) });
const staleOf = (changes: unknown) => liveRefresh(changes)?.stale ?? null;

describe("a server's live event naming the views that moved", () => {
  test('makes stale what those views feed, for that meeting only', () => {
    expect(staleOf([change([meetingPaths.item])])).toEqual([meetingKeys.detail('m1')]);
    expect(staleOf([change([meetingPaths.ideas]), change([meetingPaths.items], 'm2')])).toEqual([
      meetingKeys.meetingIdeas('m1'),
      meetingKeys.suggestions('m1'),
      meetingKeys.lists,
    ]);
  });

  test('refreshes everything of the product when a change may have moved anything', () => {
    // No views named (the server knew nothing of the meeting before), an initiative, a view nobody registered.
    expect(staleOf([change([meetingPaths.item]), change()])).toBeNull();
    expect(staleOf([{ kind: 'initiative', id: 'i1', views: [meetingPaths.item] }])).toBeNull();
    expect(staleOf([change(['/api/meetings/something-new'])])).toBeNull();
    expect(staleOf(undefined)).toBeNull();
  });

  test("knows every view the server fingerprints (each of the meetings contract's GET endpoints)", () => {
    const gets = Object.values(meetingContracts)
      .filter((contract) => contract.method === 'GET' && contract !== meetingContracts.groupSuggestions)
      .map((contract) => contract.path);
    expect(gets.length).toBeGreaterThan(8);
    for (const path of gets) expect(staleOf([change([path])]), path).not.toBeNull();
  });
});

describe("the navigation's live badges", () => {
  test("move with the viewer's meetings' list when a change names the views that moved, else by its timing", () => {
    // A reveal: the detail and the ideas moved, not the list (no meeting went live or ended).
    expect(movesBadges([{ ...change([meetingPaths.item, meetingPaths.ideas]) }])).toBe(false);
    expect(movesBadges([change([meetingPaths.item, meetingPaths.items])])).toBe(true);
    expect(movesBadges([change()])).toBe(true);
    expect(movesBadges([{ ...change(), timing: false }])).toBe(false);
    expect(movesBadges([change([meetingPaths.item]), { kind: 'initiative', id: 'i1' }])).toBe(true);
  });
});
