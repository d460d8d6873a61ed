import { madeOf } from '@chorus/domain';
import { describe, expect, test } from 'vitest';
import { deepFreeze } from '../store/deepFreeze';
import { answersText, jsonLength, jsonOf, MAX_ANSWERS_CHARS, MAX_SENT_BODIES, spelling } from './views';

const detail = () => ({
  id: 'm1',
  serverTime: '2026-12-06T10:00:00.000Z',
  attendeeIds: ['u1', 'u2'],
  participants: [
    { id: 'u1', here: true },
    { id: 'u2', here: false },
  ],
  phases: [{ id: 'p1', submittedCount: 1 }],
  turn: null,
  gone: undefined,
});

describe("the fingerprint's spelling of a view", () => {
  test('the same for a frozen view (shared parts, digests kept) and an equal live one', () => {
    const frozen = deepFreeze(detail());
    expect(spelling(frozen)).toBe(spelling(detail()));
    // Read twice (the kept digests): still the same.
    expect(spelling(frozen)).toBe(spelling(detail()));
    const list = [detail(), detail()];
    expect(spelling(deepFreeze([detail(), detail()]))).toBe(spelling(list));
  });

  test("moves with any field, however deep, and not with the view's clock", () => {
    const base = spelling(detail());
    expect(spelling({ ...detail(), serverTime: '2026-12-06T10:00:05.000Z' })).toBe(base);
    const away = detail();
    (away.participants[0] as { here: boolean }).here = false;
    expect(spelling(away)).not.toBe(base);
    expect(spelling({ ...detail(), attendeeIds: ['u1', 'u2', 'u3'] })).not.toBe(base);
    expect(spelling({ ...detail(), phases: [{ id: 'p1', submittedCount: 2 }] })).not.toBe(base);
    // In a list's records too (the meetings' summaries).
    const list = spelling([detail()]);
    expect(spelling([{ ...detail(), attendeeIds: ['u1'] }])).not.toBe(list);
    // A field's clock is not the view's: it counts.
    expect(spelling({ ...detail(), phases: [{ id: 'p1', serverTime: 'x' }] })).not.toBe(
      spelling({ ...detail(), phases: [{ id: 'p1', serverTime: 'y' }] }),
    );
  });
});

describe('the answers an event carries (the views that moved, as a GET gives them)', () => {
  const detailAnswer = { input: { id: 'm1' }, body: detail() };

  test('a body the stream sent before goes as a patch of it; the stream keeps its latest bodies only', () => {
    const sent = new Map<string, unknown>();
    const of = (id: string, title: string) =>
      new Map([
        ['/api/meetings/item', [{ input: { id }, body: { id, title, participants: [{ id: 'u1' }] } }]],
      ]);
    const first = JSON.parse(answersText(of('m1', 'A'), ['/api/meetings/item'], sent) ?? 'null');
    expect(first[0]).toHaveProperty('body');
    const second = JSON.parse(answersText(of('m1', 'B'), ['/api/meetings/item'], sent) ?? 'null');
    expect(second).toEqual([
      { view: '/api/meetings/item', input: { id: 'm1' }, patch: { o: { title: { '=': 'B' } } } },
    ]);
    // Many meetings heard since: the oldest bodies go, and that meeting's next answer is whole again.
    for (let index = 0; index < MAX_SENT_BODIES; index++)
      answersText(of(`other-${index}`, 'x'), ['/api/meetings/item'], sent);
    expect(sent.size).toBe(MAX_SENT_BODIES);
    const again = JSON.parse(answersText(of('m1', 'C'), ['/api/meetings/item'], sent) ?? 'null');
    expect(again[0].body).toEqual({ id: 'm1', title: 'C', participants: [{ id: 'u1' }] });
  });
  const ideas = { input: { meetingId: 'm1', phaseId: 'p1' }, body: { ideas: [], submittedCount: 1 } };

  test('only the views named, each whole, with the clock of when it is sent', () => {
    const answers = new Map([
      ['/api/meetings/item', [detailAnswer]],
      ['/api/meetings/ideas', [ideas]],
    ]);
    const before = Date.now();
    const told = JSON.parse(answersText(answers, ['/api/meetings/item']) ?? 'null');
    expect(told).toEqual([{ view: '/api/meetings/item', input: { id: 'm1' }, body: expect.any(Object) }]);
    expect(Date.parse(told[0].body.serverTime)).toBeGreaterThanOrEqual(before - 1);
    expect({ ...told[0].body, serverTime: null }).toEqual(
      JSON.parse(JSON.stringify({ ...detail(), serverTime: null })),
    );
  });

  test('a body the same as an earlier one is said once (sameAs: its index)', () => {
    const phase = (phaseId: string) => ({ ...ideas, input: { meetingId: 'm1', phaseId } });
    const answers = new Map([
      ['/api/meetings/item', [detailAnswer]],
      [
        '/api/meetings/ideas',
        [phase('p1'), phase('p2'), { ...phase('p3'), body: { ideas: [], submittedCount: 0 } }],
      ],
    ]);
    const told = JSON.parse(answersText(answers, ['/api/meetings/item', '/api/meetings/ideas']) ?? 'null');
    expect(told.slice(1)).toEqual([
      { view: '/api/meetings/ideas', input: { meetingId: 'm1', phaseId: 'p1' }, body: ideas.body },
      { view: '/api/meetings/ideas', input: { meetingId: 'm1', phaseId: 'p2' }, sameAs: 1 },
      {
        view: '/api/meetings/ideas',
        input: { meetingId: 'm1', phaseId: 'p3' },
        body: { ideas: [], submittedCount: 0 },
      },
    ]);
  });

  test('none for a view that cannot go whole (a refusal), nor beyond the size an event may carry', () => {
    const refused = new Map<string, Array<{ input: unknown; body: unknown }> | null>([
      ['/api/meetings/results', null],
      ['/api/meetings/ideas', [ideas]],
    ]);
    const told = JSON.parse(answersText(refused, ['/api/meetings/results', '/api/meetings/ideas']) ?? 'null');
    expect(told.map((entry: { view: string }) => entry.view)).toEqual(['/api/meetings/ideas']);
    expect(answersText(refused, ['/api/meetings/results'])).toBeUndefined();
    const large = { input: { meetingId: 'm1' }, body: { text: 'x'.repeat(MAX_ANSWERS_CHARS) } };
    const big = new Map([
      ['/api/meetings/discussion', [large]],
      ['/api/meetings/ideas', [ideas]],
    ]);
    const fitted = JSON.parse(
      answersText(big, ['/api/meetings/discussion', '/api/meetings/ideas']) ?? 'null',
    );
    expect(fitted.map((entry: { view: string }) => entry.view)).toEqual(['/api/meetings/ideas']);
  });

  test('a view whose patches together cannot fit is left out, its earlier bodies kept; one that fits is patched', () => {
    const sent = new Map<string, unknown>();
    const list = (count: number) => ({
      ideas: Array.from({ length: count }, (_, i) => ({ id: `i${i}`, text: 'x'.repeat(200) })),
    });
    // A view read for three phases, and the detail: sent once, small.
    const of = (count: number, title: string) =>
      new Map<string, Array<{ input: unknown; body: unknown }>>([
        [
          '/api/meetings/ideas',
          ['p1', 'p2', 'p3'].map((phaseId) => ({ input: { meetingId: 'm1', phaseId }, body: list(count) })),
        ],
        ['/api/meetings/item', [{ input: { id: 'm1' }, body: { id: 'm1', title } }]],
      ]);
    answersText(of(1, 'A'), ['/api/meetings/ideas', '/api/meetings/item'], sent);
    // 400 ideas revealed in each phase's view: about 90 KB a patch, 270 KB together, beyond what an event carries.
    const told = JSON.parse(
      answersText(of(400, 'B'), ['/api/meetings/ideas', '/api/meetings/item'], sent) ?? 'null',
    );
    expect(told).toEqual([
      { view: '/api/meetings/item', input: { id: 'm1' }, patch: { o: { title: { '=': 'B' } } } },
    ]);
    // The stream still holds what it sent of the ideas (one each): the next answer of them is a patch of that.
    const next = JSON.parse(answersText(of(2, 'B'), ['/api/meetings/ideas'], sent) ?? 'null');
    expect(next).toHaveLength(3);
    expect(next[0].patch).toEqual({
      o: { ideas: { a: { i1: { '=': { id: 'i1', text: 'x'.repeat(200) } } }, i: ['i0', 'i1'] } },
    });
  });
});

describe("an answer's JSON", () => {
  test("is JSON.stringify's, for a frozen view (parts kept) and a live one alike", () => {
    const view = {
      ...detail(),
      at: new Date('2026-12-06T10:00:00.000Z'),
      list: [1, undefined, 'two', null, () => 1, { nested: [true, { deep: 'é "quoted"\n' }] }],
      skipped: () => 1,
      nan: Number.NaN,
    };
    const expected = JSON.stringify(view);
    expect(jsonOf(view)).toBe(expected);
    const frozen = deepFreeze(structuredClone({ ...view, list: [], skipped: undefined }));
    expect(jsonOf(frozen)).toBe(JSON.stringify(frozen));
    // Read again (the kept JSON of its frozen parts), inside a view that is not frozen.
    expect(jsonOf({ wrapper: frozen, n: 1 })).toBe(JSON.stringify({ wrapper: frozen, n: 1 }));
  });

  test('has its length known without being written (a view too large for an event is left out for its cost)', () => {
    const frozen = deepFreeze(structuredClone({ ...detail(), list: [1, 'two', null] }));
    const values: unknown[] = [
      { ...detail(), at: new Date('2026-12-06T10:00:00.000Z'), skipped: () => 1, nan: Number.NaN },
      [1, undefined, 'two', null, () => 1, { nested: [true, { deep: 'é "quoted"\n\u2028' }] }],
      { wrapper: frozen, list: [frozen, frozen], empty: {}, none: [] },
      frozen,
      'text',
      42,
      null,
      undefined,
      {},
      [],
    ];
    for (const value of values) expect(jsonLength(value)).toBe(jsonOf(value).length);
  });
});

/**
 * A list that says what it is made of (the domain's madeOf: a viewer's revealed ideas, the board's shared views
 * in the viewer's order with their own in place): spelled and measured by its makeup, never by its 2,000 items.
 */
describe("a list made of a shared part and the viewer's own", () => {
  const idea = (id: string, text = `Idea ${id}`, isMine = false) => ({ id, text, isMine });
  const shared = deepFreeze([idea('a'), idea('b'), idea('c')]);
  /** The viewer's list: the shared ideas in the key's order, `b` their own, and `own` added where replaced is null. */
  const listOf = (key: string, mine = idea('b', 'Idea b', true), extra?: ReturnType<typeof idea>) => {
    const order = key === 'reversed' ? [...shared].reverse() : [...shared];
    const items = order.map((item) => (item.id === 'b' ? mine : item));
    if (extra) items.push(extra);
    return madeOf(
      {
        shared,
        key,
        own: extra ? [mine, extra] : [mine],
        replaced: extra ? [shared[1] as object, null] : [shared[1] as object],
      },
      () => items,
    );
  };

  test('is spelled the same for the same makeup, and moves with its shared part, its order or the own items', () => {
    const base = spelling({ ideas: listOf('sorted') });
    expect(spelling({ ideas: listOf('sorted') })).toBe(base);
    expect(spelling({ ideas: listOf('reversed') })).not.toBe(base);
    expect(spelling({ ideas: listOf('sorted', idea('b', 'Idea b, edited', true)) })).not.toBe(base);
    expect(spelling({ ideas: listOf('sorted', undefined, idea('d', 'Hidden', true)) })).not.toBe(base);
    const other = deepFreeze([idea('a'), idea('b'), idea('c', 'Idea c, edited')]);
    const moved = madeOf(
      { shared: other, key: 'sorted', own: [idea('b', 'Idea b', true)], replaced: [other[1] as object] },
      () => [...listOf('sorted')],
    );
    expect(spelling({ ideas: moved })).not.toBe(base);
  });

  test('is spelled and measured without being built (a viewer of 2,000 revealed ideas costs their own)', () => {
    let builds = 0;
    const mine = idea('b', 'Idea b', true);
    const list = madeOf({ shared, key: 'sorted', own: [mine], replaced: [shared[1] as object] }, () => {
      builds += 1;
      return [shared[0], mine, shared[2]] as object[];
    });
    spelling({ ideas: list });
    jsonLength({ ideas: list });
    expect(builds).toBe(0);
    expect(jsonLength({ ideas: list })).toBe(JSON.stringify({ ideas: list }).length);
    expect(builds).toBe(1);
  });

  test("has its JSON's length from its makeup: the own items in place of the shared ones, or beside them", () => {
    for (const list of [
      listOf('sorted'),
      listOf('reversed', idea('b', 'A longer idea b, "quoted"', true)),
      listOf('sorted', undefined, idea('d', 'Hidden, only theirs', true)),
    ])
      expect(jsonLength({ ideas: list })).toBe(JSON.stringify({ ideas: list }).length);
    const alone = idea('z', 'Written off the board', true);
    const empty = deepFreeze([] as ReturnType<typeof idea>[]);
    const onlyOwn = madeOf({ shared: empty, key: 'sorted', own: [alone], replaced: [null] }, () => [alone]);
    expect(jsonLength(onlyOwn)).toBe(JSON.stringify(onlyOwn).length);
    const none = madeOf({ shared: empty, key: 'sorted', own: [], replaced: [] }, () => []);
    expect(jsonLength(none)).toBe(2);
  });
});
