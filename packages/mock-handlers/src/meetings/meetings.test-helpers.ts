import {
  type IdeasResponse,
  type MeetingDetail,
  meetingPaths,
  type PhaseView,
  SEED_USERS,
} from '@chorus/domain';
import { api, apiPost, testTarget } from '../test/server';

/** Test helpers of the initiatives and meetings handler tests (Node only; no vitest import, see biome.json). */
export type Who = keyof typeof SEED_USERS;

const tokens: Partial<Record<Who, string>> = {};

/** Signs the seeded accounts in (call it in a test file's beforeAll). */
export async function signInSeedAccounts(): Promise<void> {
  for (const who of Object.keys(SEED_USERS) as Who[])
    tokens[who] = await testTarget().accessToken(SEED_USERS[who]);
}

const auth = (who: Who) => ({ Authorization: `Bearer ${tokens[who] ?? ''}` });

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export function getAs<T = any>(who: Who, path: string, query: Record<string, string> = {}) {
  return api<T>(path, { query, headers: auth(who) });
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export function postAs<T = any>(who: Who, path: string, body: unknown) {
  return apiPost<T>(path, body, { headers: auth(who) });
}

/** Every key path in a JSON value whose key is one of `keys`. */
export function keyPaths(value: unknown, keys: readonly string[], path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, keys, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      ...(keys.includes(key) ? [`${path}.${key}`] : []),
      ...keyPaths(child, keys, `${path}.${key}`),
    ]);
  }
  return [];
}

/** Keys that must never appear in any response. */
export const SECRET_KEYS = [
  'authorId',
  'voterId',
  'voterIds',
  'readyIds',
  'devilsAdvocateId',
  'passedIds',
  'submittedIds',
  'password',
] as const;

/** The paths of every secret key in a response (expected: none). */
export const secretKeyPaths = (body: unknown): string[] => keyPaths(body, SECRET_KEYS);

/** The database snapshots before and after `run` (a refused request must leave them equal). */
export async function snapshotsAround(run: () => Promise<unknown>) {
  const before = await testTarget().snapshot();
  await run();
  return { before, after: await testTarget().snapshot() };
}

export { SEED_USERS };

/** The meeting as `who` sees it (its page's read). */
export const meetingAs = async (who: Who, id: string) =>
  (await getAs<MeetingDetail>(who, meetingPaths.item, { id })).body;

/** The ideas of a meeting as `who` sees them (of its latest ideation, or of the phase given). */
export const ideasAs = async (who: Who, meetingId: string, phaseId?: string) =>
  (await getAs<IdeasResponse>(who, meetingPaths.ideas, phaseId ? { meetingId, phaseId } : { meetingId }))
    .body;

/** The running phase of a meeting's detail. */
export const currentPhaseOf = (detail: MeetingDetail) =>
  detail.phases.find((phase) => phase.id === detail.currentPhaseId) as PhaseView;
