import { describe, expect, test } from 'vitest';
import type { Viewer } from '../auth/auth.people';
import { ApiFailure } from '../lib/errors';
import { makeupOf } from '../lib/makeup';
import { SEED_USERS } from '../initiatives/initiatives.seed';
import { ideasFor, meetingDetail } from './meetings.projections';
import { resultsFor } from './meetings.results';
import { boardOf, breakoutOf, onBoard } from './meetings.breakouts';
import {
  canFacilitate,
  currentPhase,
  type MeetingsData,
  orderOfSorted,
  sortedById,
  viewerOrder,
} from './meetings.rules';
import type { IdeasResponse } from './meetings.schema';
import { seedMeetingsData } from './meetings.seed';

/**
 * The server's live channel reads every view of a meeting for each of its viewers on one frozen load, and the
 * projections share between viewers what does not depend on them (others' ideas on a board, their order with
 * shuffle off, the tallies). Whatever is shared, each viewer must read exactly what the same call gives on the
 * live records (the mock's, a rule's copy): same ideas, same order, same counts, same refusals.
 */
const NOW = Date.parse('2030-01-15T12:00:00Z');

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function dataOf(change: (data: MeetingsData) => void): MeetingsData {
  const data = seedMeetingsData(NOW);
  change(data);
  return data;
}

const frozenCopy = (data: MeetingsData): MeetingsData =>
  Object.freeze({
    ...data,
    state: deepFreeze(structuredClone(data.state)),
    initiatives: deepFreeze(structuredClone(data.initiatives)),
  });

/** A view as the caller receives it: the answer, or the refusal's status and code. */
function read(call: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(call()));
  } catch (error) {
    if (error instanceof ApiFailure) return { refused: error.status, code: error.code };
    throw error;
  }
}

/** Every view the shared parts feed, for every viewer, every meeting and every phase of it. */
function views(data: MeetingsData, viewers: Viewer[]): unknown[] {
  const seen: unknown[] = [];
  for (const viewer of viewers)
    for (const meeting of data.state.meetings) {
      seen.push(read(() => ideasFor(data, { meetingId: meeting.id }, viewer, NOW)));
      seen.push(read(() => meetingDetail(data, meeting, viewer, NOW)));
      for (const phase of data.state.phases.filter((entry) => entry.meetingId === meeting.id)) {
        seen.push(read(() => ideasFor(data, { meetingId: meeting.id, phaseId: phase.id }, viewer, NOW)));
        seen.push(read(() => resultsFor(data, { phaseId: phase.id }, viewer, NOW)));
      }
    }
  return seen;
}

const everyone: Viewer[] = [
  ...Object.values(SEED_USERS).map((uid) => ({ uid, userType: uid === SEED_USERS.host ? 1 : 2 })),
  { uid: 'someone-else', userType: 2 },
];

describe('views shared by the viewers of a frozen load read as on the live records', () => {
  const cases: Array<[string, (data: MeetingsData) => void]> = [
    ['the seed as it is', () => {}],
    [
      'shuffle on, hidden ideas, and the live meeting revealed',
      (data) => {
        for (const meeting of data.state.meetings) meeting.settings.shuffle = true;
        for (const idea of data.state.ideas.filter((_, index) => index % 3 === 0)) {
          idea.hidden = true;
          idea.hiddenReason = 'Off topic';
        }
        for (const phase of data.state.phases) phase.revealedAt ??= new Date(NOW - 60_000).toISOString();
      },
    ],
    [
      'shuffle off, the live meeting in breakout groups that work apart',
      (data) => {
        for (const meeting of data.state.meetings) {
          meeting.settings.shuffle = false;
          const people = [meeting.hostId, ...meeting.attendeeIds];
          meeting.breakouts = [people.filter((_, i) => i % 2 === 0), people.filter((_, i) => i % 2 === 1)];
          meeting.breakoutsMergedAt = null;
        }
        for (const idea of data.state.ideas.filter((_, index) => index % 4 === 1)) idea.hidden = true;
        for (const phase of data.state.phases) phase.revealedAt ??= new Date(NOW - 60_000).toISOString();
      },
    ],
  ];
  for (const [name, change] of cases) {
    test(name, () => {
      const live = dataOf(change);
      const expected = views(live, everyone);
      const frozen = frozenCopy(live);
      // Twice: the second reads what the first one shared.
      expect(views(frozen, everyone)).toEqual(expected);
      expect(views(frozen, [...everyone].reverse())).toEqual(views(live, [...everyone].reverse()));
      // And what they read is the method's: after the reveal, a viewer who does not facilitate sees their own
      // ideas and the others' that are not hidden, on their board, in their own order (viewerOrder).
      let revealed = 0;
      for (const viewer of everyone)
        for (const meeting of live.state.meetings) {
          const answer = read(() =>
            ideasFor(frozen, { meetingId: meeting.id }, viewer, NOW),
          ) as IdeasResponse;
          if (!answer.revealed || canFacilitate(meeting, viewer.uid)) continue;
          revealed += 1;
          const board = boardOf(meeting, viewer.uid, false);
          const seen = live.state.ideas.filter(
            (idea) =>
              idea.phaseId === answer.phaseId &&
              (idea.authorId === viewer.uid ||
                (!idea.hidden && onBoard(board, breakoutOf(meeting, idea.authorId)))),
          );
          const order = meeting.settings.shuffle ? viewer.uid : 'everyone';
          expect(answer.ideas.map((idea) => idea.id)).toEqual(
            viewerOrder(seen, order, currentPhase(live.state, meeting)?.id ?? answer.phaseId).map(
              (idea) => idea.id,
            ),
          );
        }
      expect(revealed).toBeGreaterThan(3);
    });

    // A frozen load's revealed list, to a viewer who does not facilitate, says what it is made of (the live channel
    // spells it by that): the board's shared views, the viewer's own, the order's key. It must be exactly the list.
    test(`${name}: a revealed list is the one its makeup describes`, () => {
      const live = dataOf(change);
      const frozen = frozenCopy(live);
      let described = 0;
      const sharedByBoard = new Map<string, unknown>();
      for (const viewer of everyone)
        for (const meeting of frozen.state.meetings)
          for (const phase of frozen.state.phases.filter((entry) => entry.meetingId === meeting.id)) {
            let answer: IdeasResponse;
            try {
              answer = ideasFor(frozen, { meetingId: meeting.id, phaseId: phase.id }, viewer, NOW);
            } catch {
              continue;
            }
            // Never on the live records (the mock's): nothing there is shared.
            expect(
              makeupOf(ideasFor(live, { meetingId: meeting.id, phaseId: phase.id }, viewer, NOW).ideas),
            ).toBeUndefined();
            const makeup = makeupOf(answer.ideas);
            if (!answer.revealed || canFacilitate(meeting, viewer.uid)) {
              expect(makeup).toBeUndefined();
              continue;
            }
            if (!makeup) throw new Error(`no makeup for ${viewer.uid} in ${phase.id}`);
            described += 1;
            // One shared part per board and phase, for every viewer on it.
            const board = `${answer.phaseId} ${boardOf(meeting, viewer.uid, false)}`;
            if (!sharedByBoard.has(board)) sharedByBoard.set(board, makeup.shared);
            expect(makeup.shared).toBe(sharedByBoard.get(board));
            expect(Object.isFrozen(makeup.shared)).toBe(true);
            // The list rebuilt from the makeup alone: the shared ids and the viewer's added ones, sorted, in the
            // order the key names, each of the viewer's own ideas in their own view.
            const own = makeup.own as IdeasResponse['ideas'];
            const byId = new Map(
              [...(makeup.shared as IdeasResponse['ideas']), ...own].map((idea) => [idea.id, idea]),
            );
            const ids = [
              ...(makeup.shared as IdeasResponse['ideas']).map((idea) => ({ id: idea.id })),
              ...own.filter((_, index) => makeup.replaced[index] === null).map((idea) => ({ id: idea.id })),
            ];
            const cut = makeup.key.lastIndexOf('|');
            const rebuilt = orderOfSorted(
              sortedById(ids),
              makeup.key.slice(0, cut),
              makeup.key.slice(cut + 1),
            );
            expect(answer.ideas).toEqual(rebuilt.map(({ id }) => byId.get(id)));
            expect(own.every((idea) => idea.isMine)).toBe(true);
            for (const [index, replaced] of makeup.replaced.entries())
              if (replaced) expect((replaced as { id: string }).id).toBe(own[index]?.id);
          }
      expect(described).toBeGreaterThan(3);
    });
  }
});
