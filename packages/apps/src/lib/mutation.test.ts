import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { type AppMutationOptions, appMutationOptions } from './mutation';

/** A server call the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
type Call<T> = ReturnType<typeof deferred<T>>;

const starredKey = ['contacts', 'user'] as const;
const listKey = ['contacts', 'list'] as const;

/** Star or unstar: the cache holds whether the contact is starred, the server answers with what it stored. */
function star(calls: Map<boolean, Call<boolean>>): AppMutationOptions<boolean, boolean> {
  return {
    mutationFn: (starred) => {
      const call = deferred<boolean>();
      calls.set(starred, call);
      return call.promise;
    },
    queryKey: ['contacts'],
    apply: (starred, client) => client.setQueryData(starredKey, starred),
    answer: (stored, _starred, client) => client.setQueryData(starredKey, stored),
  };
}

const colourKey = ['board', 'colour'];

/** A board's colour, blue at first: the cache holds it, the server answers with the colour it stored. */
function colourOf(client: QueryClient, calls: Map<string, Call<string>>): AppMutationOptions<string, string> {
  client.setQueryData(colourKey, 'blue');
  return {
    mutationFn: (value) => {
      const call = deferred<string>();
      calls.set(value, call);
      return call.promise;
    },
    queryKey: ['board'],
    apply: (value, cache) => cache.setQueryData(colourKey, value),
    answer: (stored, _value, cache) => cache.setQueryData(colourKey, stored),
  };
}

function run<V, R>(client: QueryClient, options: AppMutationOptions<V, R>, vars: V) {
  return client
    .getMutationCache()
    .build(client, appMutationOptions(client, options))
    .execute(vars)
    .catch(() => undefined);
}

const settle = () => new Promise((done) => setTimeout(done, 0));

/** An older and a newer change to the same data, each made and waiting for its answer. */
async function twoChanges<V, R>(client: QueryClient, options: AppMutationOptions<V, R>, older: V, newer: V) {
  const first = run(client, options, older);
  await settle();
  const second = run(client, options, newer);
  await settle();
  return [first, second] as const;
}

describe('overlapping changes to the same data', () => {
  test("an older change's answer does not undo a newer change still waiting for its own", async () => {
    const client = new QueryClient();
    client.setQueryData(starredKey, false);
    const calls = new Map<boolean, Call<boolean>>();
    const [starring, unstarring] = await twoChanges(client, star(calls), true, false);
    expect(client.getQueryData(starredKey)).toBe(false);
    // The star's answer ("starred") arrives after the unstar was made: the screen keeps "not starred".
    calls.get(true)?.resolve(true);
    await starring;
    expect(client.getQueryData(starredKey)).toBe(false);
    calls.get(false)?.resolve(false);
    await unstarring;
    expect(client.getQueryData(starredKey)).toBe(false);
    // Once the last has settled, what the set-aside answer touched is read again.
    expect(client.getQueryState(starredKey)?.isInvalidated).toBe(true);
  });

  test("an older change's refusal rolls back its own edit, not a newer change's", async () => {
    const client = new QueryClient();
    const calls = new Map<string, Call<string>>();
    const colour = colourOf(client, calls);
    const [green, red] = await twoChanges(client, colour, 'green', 'red');
    // Green is refused: the board does not go back to blue while red is on its way.
    calls.get('green')?.reject(new Error('Refused'));
    await green;
    expect(client.getQueryData(colourKey)).toBe('red');
    calls.get('red')?.resolve('red');
    await red;
    expect(client.getQueryData(colourKey)).toBe('red');
  });

  test('an older answer of other data waits for the newer change, then the data is read again', async () => {
    const client = new QueryClient();
    client.setQueryData(starredKey, false);
    client.setQueryData(listKey, ['ada']);
    const calls = new Map<boolean, Call<boolean>>();
    // Adding a contact shows a placeholder until the server answers with the stored one (its id). The edit is
    // made once: an older change's answer never makes it again (a second placeholder).
    const added = deferred<string>();
    const adding = run(
      client,
      {
        mutationFn: () => added.promise,
        queryKey: ['contacts'],
        apply: (_name: string, cache) =>
          cache.setQueryData<string[]>(listKey, (list) => [...(list ?? []), 'pending']),
        answer: (id, _name, cache) =>
          cache.setQueryData<string[]>(listKey, (list) =>
            (list ?? []).map((entry) => (entry === 'pending' ? id : entry)),
          ),
      },
      'Grace',
    );
    await settle();
    const starring = run(client, star(calls), true);
    await settle();
    added.resolve('grace');
    await adding;
    expect(client.getQueryData(listKey)).toEqual(['ada', 'pending']);
    expect(client.getQueryData(starredKey)).toBe(true);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    calls.get(true)?.resolve(true);
    await starring;
    expect(client.getQueryData(starredKey)).toBe(true);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  test("an answer that arrives after a newer change's answer is not written", async () => {
    const client = new QueryClient();
    client.setQueryData(starredKey, false);
    const calls = new Map<boolean, Call<boolean>>();
    const [first, second] = await twoChanges(client, star(calls), true, false);
    calls.get(false)?.resolve(false);
    await second;
    expect(client.getQueryData(starredKey)).toBe(false);
    calls.get(true)?.resolve(true);
    await first;
    expect(client.getQueryData(starredKey)).toBe(false);
    // What it touched is read again instead.
    expect(client.getQueryState(starredKey)?.isInvalidated).toBe(true);
  });

  test("a refusal that arrives after a newer change's answer does not roll that answer back", async () => {
    const client = new QueryClient();
    const calls = new Map<string, Call<string>>();
    const colour = colourOf(client, calls);
    const [green, red] = await twoChanges(client, colour, 'green', 'red');
    calls.get('red')?.resolve('red');
    await red;
    // Green is refused after red was stored: the board stays red (not blue, from before green), and is read again.
    calls.get('green')?.reject(new Error('Refused'));
    await green;
    expect(client.getQueryData(colourKey)).toBe('red');
    expect(client.getQueryState(colourKey)?.isInvalidated).toBe(true);
  });

  test('an answer nothing overtook is written as the server stored it', async () => {
    const client = new QueryClient();
    client.setQueryData(starredKey, false);
    const calls = new Map<boolean, Call<boolean>>();
    const starring = run(client, star(calls), true);
    await settle();
    expect(client.getQueryData(starredKey)).toBe(true);
    calls.get(true)?.resolve(false);
    await starring;
    expect(client.getQueryData(starredKey)).toBe(false);
    expect(client.getQueryState(starredKey)?.isInvalidated).toBe(false);
  });
});
