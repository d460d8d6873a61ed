/**
 * Server state for every app, in one place:
 * - TanStack Query caches what the API answered and gives screens their loading and error states;
 * - every mutation's snackbars come from its `meta` (see `useAppMutation` in `mutation.ts`), through
 *   the client's one `MutationCache`;
 * - the one live-refresh listener: when another tab or person changes the data (the contracts'
 *   `REMOTE_CHANGE_EVENT`, sent by the demo's mock API or a server's push channel), what is on screen
 *   refetches; while no push channel is connected, active queries poll with back-off instead.
 * UI state (selection, filters) stays in valtio.
 */
import { REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { ApiError, showMessage } from '@chorus/shell';
import {
  MutationCache,
  type Query,
  QueryClient,
  type QueryKey,
  QueryClientProvider,
  hashKey,
  partialMatchKey,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { isLiveChannelConnected } from './live';
import { followLiveBadges } from './liveBadges';

export { badgesFollowLiveView, movesBadges } from './liveBadges';

/** What a mutation says in the snackbar (set by `useAppMutation`). */
export interface AppMutationMeta extends Record<string, unknown> {
  /** What failed: 'Could not delete the mails' (the server's reason follows it). */
  errorMessage?: string;
  /** A success snackbar, or a function of the variables and the answer. */
  successMessage?: string | ((vars: unknown, result: unknown) => string | undefined);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

/** A refused input's field keys ("image: …; title: …", the API's validation messages): not for a person. */
const FIELD_KEY = /(^|; )[\w.[\]-]+: /g;

/** The error's message for a snackbar, an error state or a dialog, without the server's field keys. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return 'Something went wrong';
  return error instanceof ApiError && error.code === 'VALIDATION'
    ? error.message.replace(FIELD_KEY, '$1')
    : error.message;
}

/**
 * The server did not answer (the network, a proxy's 502, a 503 while its database is away): a fault that passes,
 * unlike a refusal. What the screen shows stays, and a write waits to be sent again.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 408 || error.status >= 500;
  return error instanceof TypeError;
}

/**
 * A query as QueryStatus reads it, keeping its data on screen while the server cannot be reached: a failed
 * refetch of data already shown is not an error page (the page says the server is away and tries again).
 */
export function keepOnOutage<
  Q extends {
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    data?: unknown;
    refetch?: () => unknown;
  },
>(query: Q): { isPending: boolean; isError: boolean; error?: unknown; refetch?: () => unknown } {
  const outage = query.isError && query.data !== undefined && isUnreachable(query.error);
  return {
    isPending: query.isPending,
    isError: query.isError && !outage,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Polling while no push channel is connected: 5 s, doubling while nothing changes, at most a minute. */
export const POLL_MIN_MS = 5_000;
export const POLL_MAX_MS = 60_000;

interface PollState {
  updates: number;
  data: unknown;
  streak: number;
}

/**
 * The next polling interval of a query: back to the minimum when its data changed, doubled after each
 * refetch that brought the same data (structural sharing keeps the reference), capped.
 */
export function createPollInterval(isConnected: () => boolean = isLiveChannelConnected) {
  const seen = new WeakMap<object, PollState>();
  return (query: Pick<Query, 'state'>): number | false => {
    if (isConnected()) return false;
    const { data, dataUpdateCount } = query.state;
    const last = seen.get(query);
    let streak = 0;
    if (last) {
      if (last.updates === dataUpdateCount) streak = last.streak;
      else streak = last.data === data ? last.streak + 1 : 0;
    }
    seen.set(query, { updates: dataUpdateCount, data, streak });
    return Math.min(POLL_MAX_MS, POLL_MIN_MS * 2 ** streak);
  };
}

/**
 * A failed read is tried once more, unless the server refused it (a 4xx other than a timeout or a throttle):
 * asking again gets the same answer, a moment later (a non-member's initiative showed its "not found" a second
 * late, after the retry's wait).
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < 1;
}

export interface QueryClientOptions {
  /** Poll active queries while no push channel is connected. Default true; stories turn it off. */
  polling?: boolean;
}

export function createQueryClient({ polling = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _vars, _context, mutation) => {
        const what = mutation.meta?.errorMessage;
        if (what) showMessage({ message: `${what}: ${errorText(error)}`, variant: 'error' });
      },
      onSuccess: (result, vars, _context, mutation) => {
        const success = mutation.meta?.successMessage;
        const message = typeof success === 'function' ? success(vars, result) : success;
        if (message) showMessage({ message, variant: 'success' });
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryRead,
        staleTime: 5_000,
        refetchOnWindowFocus: false,
        ...(polling ? { refetchInterval: createPollInterval() } : {}),
      },
      mutations: { retry: 0 },
    },
  });
}

/** The demo's client; stories make a fresh one per story (see withAppProviders). */
export const queryClient = createQueryClient();

/**
 * The query roots a server's live event (naming what changed: a meeting, an initiative) makes stale. Each app
 * whose data the server's stream covers names its own root (the product's keys, lib/product/productKeys.ts), so
 * this listener knows no app.
 */
const liveRoots = new Set<unknown>();

/** Marks an app's query root as refreshed by the server's live events (not only by a change of everything). */
export function refreshOnLiveEvents(root: string): void {
  liveRoots.add(root);
}

/**
 * The cached queries a meeting's view feeds, by the view's API path (what a server's live event names when it
 * says which views moved for this viewer): registered by the app that caches them (the product's keys).
 */
const liveViews = new Map<string, (meetingId: string) => readonly QueryKey[]>();

/** Says which cached queries (by key prefix) go stale when a live event names a meeting's view (an API path). */
export function refreshOnLiveView(path: string, keysOf: (meetingId: string) => readonly QueryKey[]): void {
  liveViews.set(path, keysOf);
}

/**
 * Where a view's answer (its input, and the body its GET gives) goes in the cache, as the app's query keeps it;
 * undefined for a read the app does not cache so.
 */
export type LiveAnswerPlace = (
  input: Record<string, unknown>,
  body: unknown,
) => { queryKey: QueryKey; data: unknown } | undefined;
const liveAnswerPlaces = new Map<string, LiveAnswerPlace>();

/** Says where the answers a live event carries of a view go in the cache (registered by the app reading it). */
export function answerOnLiveView(path: string, place: LiveAnswerPlace): void {
  liveAnswerPlaces.set(path, place);
}

/** What a burst of live changes does to the cache: the answers it brings, and what goes stale (else). */
export interface LiveRefreshPlan {
  answers: Array<{ queryKey: QueryKey; data: unknown }>;
  /** Key prefixes made stale, except the queries the answers fill. */
  stale: QueryKey[];
}

/**
 * What a burst of live changes does, when every change is a meeting's naming the views that moved and each view
 * is one a registered app knows; null when any change could have moved anything (an initiative, a change that
 * names no views, a view nobody registered): then every query of the live roots refreshes.
 */
export function liveRefresh(changes: unknown): LiveRefreshPlan | null {
  if (!Array.isArray(changes)) return null;
  const plan: LiveRefreshPlan = { answers: [], stale: [] };
  for (const change of changes as Array<{
    kind?: unknown;
    id?: unknown;
    views?: unknown;
    answers?: unknown;
  } | null>) {
    if (change?.kind !== 'meeting' || typeof change.id !== 'string' || !Array.isArray(change.views))
      return null;
    const answers = Array.isArray(change.answers)
      ? (change.answers as Array<{ view: string; input: Record<string, unknown>; body: unknown }>)
      : [];
    for (const view of change.views) {
      const keysOf = typeof view === 'string' ? liveViews.get(view) : undefined;
      if (!keysOf) return null;
      plan.stale.push(...keysOf(change.id));
      const place = liveAnswerPlaces.get(view);
      if (!place) continue;
      for (const answer of answers) {
        const placed = answer.view === view ? place(answer.input, answer.body) : undefined;
        if (placed) plan.answers.push(placed);
      }
    }
  }
  return plan;
}

/**
 * Applies a live refresh: each answer replaces what its query holds (a read in flight is cancelled first: it
 * would bring older data), only for a query already cached; what else the views feed goes stale (what is on
 * screen refetches).
 */
export function applyLiveRefresh(client: QueryClient, plan: LiveRefreshPlan): void {
  const filled = new Set<string>();
  for (const { queryKey, data } of plan.answers) {
    if (!client.getQueryCache().find({ queryKey, exact: true })) continue;
    filled.add(hashKey(queryKey));
    void client.cancelQueries({ queryKey, exact: true }).then(() => client.setQueryData(queryKey, data));
  }
  if (plan.stale.length === 0) return;
  void client.invalidateQueries({
    predicate: (query) =>
      !filled.has(query.queryHash) && plan.stale.some((prefix) => partialMatchKey(query.queryKey, prefix)),
  });
}

/**
 * The live-refresh listener of a client: another tab or person changed the data, so what is cached is stale and
 * what is on screen refetches now (the rest when it is next shown). An event naming what changed (the
 * server's stream: meetings and initiatives) refreshes the product's queries only, and of a meeting only the
 * views that moved when it names them, from the answers it carries where it has them (liveRefresh); one
 * without, everything.
 */
function refreshOnChange(client: QueryClient): (event: Event) => void {
  return (event) => {
    const changes = (event as CustomEvent<{ changes?: unknown } | null>).detail?.changes;
    const scoped = Array.isArray(changes);
    const plan = liveRefresh(changes);
    if (plan) applyLiveRefresh(client, plan);
    else
      void client.invalidateQueries(
        scoped ? { predicate: (query) => liveRoots.has(query.queryKey[0]) } : undefined,
      );
  };
}

// The apps' own client hears every change from the moment its queries can exist (this module runs before any
// screen renders). Its listener used to mount with the first screen, after the screen's queries had started: a
// change made in between was heard by nobody, and the screen kept what it had read before it. The navigation's
// live badges follow the same changes (a meeting went live, or ended), wherever the member is.
globalThis.addEventListener?.(REMOTE_CHANGE_EVENT, refreshOnChange(queryClient));
followLiveBadges();

/** Another client given to the provider (a story's, a test's) hears the changes while it is mounted. */
export function useLiveRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (client === queryClient) return;
    const refresh = refreshOnChange(client);
    globalThis.addEventListener?.(REMOTE_CHANGE_EVENT, refresh);
    return () => globalThis.removeEventListener?.(REMOTE_CHANGE_EVENT, refresh);
  }, [client]);
}

function LiveRefresh() {
  useLiveRefresh();
  return null;
}

export function AppsQueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <LiveRefresh />
      {children}
    </QueryClientProvider>
  );
}
