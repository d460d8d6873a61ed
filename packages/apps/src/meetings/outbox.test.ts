import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxEntry, outboxScope, outboxWrites, type SendOutcome } from './outbox';

/** A localStorage stand-in that outlives the outbox made on it (a reload makes a new outbox). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

const ada = outboxScope('user-ada', 'meeting-1');

describe('the meeting outbox (what is not saved yet)', () => {
  it('keeps writes per meeting and user, and a reload finds them again', () => {
    const storage = memoryStorage();
    const before = createOutbox(storage);
    before.put(ada, outboxWrites.idea({ phaseId: 'p1', text: 'Typed offline' }), 1);
    before.put(outboxScope('user-bob', 'meeting-1'), outboxWrites.idea({ phaseId: 'p1', text: 'Bob' }), 2);
    before.put(outboxScope('user-ada', 'meeting-2'), outboxWrites.idea({ phaseId: 'p9', text: 'Other' }), 3);

    const reloaded = createOutbox(storage);
    const entries = reloaded.load(ada);
    expect(entries.map((entry) => entry.kind === 'idea' && entry.body.text)).toEqual(['Typed offline']);
    // A new idea carries an id of the client's own making: sent twice, it is one idea.
    expect(entries[0]?.kind === 'idea' && entries[0].body.newId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reloaded.state.entries[ada]).toHaveLength(1);
  });

  it('keeps only the last ballot of a phase and the last stance of a proposal', () => {
    const outbox = createOutbox(memoryStorage());
    outbox.put(ada, outboxWrites.vote({ phaseId: 'v1', allocations: [{ targetId: 'i1', points: 1 }] }), 1);
    outbox.put(ada, outboxWrites.stance({ proposalId: 'pr1', choice: 'agree' }), 2);
    outbox.put(ada, outboxWrites.vote({ phaseId: 'v1', allocations: [{ targetId: 'i2', points: 3 }] }), 3);
    outbox.put(ada, outboxWrites.stance({ proposalId: 'pr1', choice: 'object', reason: 'Too soon' }), 4);
    expect(outbox.load(ada).map((entry) => [entry.kind, entry.body])).toEqual([
      ['vote', { phaseId: 'v1', allocations: [{ targetId: 'i2', points: 3 }] }],
      ['stance', { proposalId: 'pr1', choice: 'object', reason: 'Too soon' }],
    ]);
  });

  it('sends oldest first, stops at the first write with no answer, and sends the rest once the server answers', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage);
    outbox.put(ada, outboxWrites.idea({ phaseId: 'p1', text: 'First' }), 1);
    outbox.put(ada, outboxWrites.note({ meetingId: 'meeting-1', groupId: null, text: 'Second' }), 2);
    const sent: OutboxEntry[] = [];
    let answer: SendOutcome = 'unreachable';
    const send = async (entry: OutboxEntry) => {
      sent.push(entry);
      return answer;
    };
    expect(await outbox.flush(ada, send)).toBe(2);
    expect(sent).toHaveLength(1);

    answer = 'sent';
    expect(await outbox.flush(ada, send)).toBe(0);
    // The first was sent again with the same id: the server answers the idea the first send made.
    expect(sent.map((entry) => entry.key)).toEqual([sent[0]?.key, sent[0]?.key, sent[2]?.key]);
    expect(storage.items.size).toBe(0);
    expect(createOutbox(storage).load(ada)).toEqual([]);
  });

  it('drops a write the server refuses (sending it again would be refused again)', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.put(ada, outboxWrites.vote({ phaseId: 'v1', allocations: [] }), 1);
    expect(await outbox.flush(ada, async () => 'refused')).toBe(0);
  });

  it('runs one flush at a time, and keeps a ballot placed while the previous one was being sent', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.put(ada, outboxWrites.vote({ phaseId: 'v1', allocations: [{ targetId: 'i1', points: 1 }] }), 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    const first = outbox.flush(ada, async () => {
      sends += 1;
      await gate;
      return 'sent';
    });
    expect(await outbox.flush(ada, async () => 'sent')).toBe(1); // Busy: nothing sent twice at once.
    outbox.put(ada, outboxWrites.vote({ phaseId: 'v1', allocations: [{ targetId: 'i1', points: 2 }] }), 2);
    release();
    expect(await first).toBe(1);
    expect(sends).toBe(1);
    expect(outbox.load(ada)[0]?.at).toBe(2);
  });

  it('works without storage (refused by the browser): in memory for the page', () => {
    const outbox = createOutbox(null);
    outbox.put(ada, outboxWrites.idea({ phaseId: 'p1', text: 'x' }), 1);
    expect(outbox.load(ada)).toHaveLength(1);
  });
});
