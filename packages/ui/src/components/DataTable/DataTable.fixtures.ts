/** Deterministic sample rows for the DataTable's stories and tests. */

export interface Participant {
  id: string;
  name: string;
  email: string;
  role: 'Host' | 'Speaker' | 'Listener';
  minutesSpoken: number;
  joined: Date;
}

const first = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Tim'];
const last = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton'];
const roles: Participant['role'][] = ['Host', 'Speaker', 'Listener'];

/** A small linear congruential generator: the same seed gives the same rows everywhere. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function makeParticipants(count: number, seed = 7): Participant[] {
  const next = random(seed);
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const given = first[Math.floor(next() * first.length)] ?? 'Ada';
    const family = last[Math.floor(next() * last.length)] ?? 'Lovelace';
    return {
      id: `p${index + 1}`,
      name: `${given} ${family} ${index + 1}`,
      email: `${given}.${family}${index + 1}@chorus.example`.toLowerCase(),
      role: roles[Math.floor(next() * roles.length)] ?? 'Listener',
      minutesSpoken: Math.floor(next() * 120),
      joined: new Date(start + Math.floor(next() * 90) * 86_400_000),
    };
  });
}
