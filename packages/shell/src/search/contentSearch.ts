/**
 * The palette's content search (issue 18): GET /api/content-search?q= (a Chorus extension), debounced, the
 * previous request aborted by the next. The hits are what the API lets the signed-in user see (initiatives and
 * meetings of which they are a member; on the demo's mock API also the template apps' content for the roles
 * whose route guards allow those apps). A server without the call (404) is 'unavailable', not an error.
 */
import { useEffect, useState } from 'react';
import { ApiError, api } from '../http/apiRequest';

export const CONTENT_SEARCH_PATH = '/api/content-search';
/** The API's longest query (ContentSearchQuerySchema). */
export const CONTENT_QUERY_MAX = 100;
export const CONTENT_SEARCH_DEBOUNCE_MS = 250;

export type ContentKind = 'initiative' | 'meeting' | 'contact' | 'mail' | 'todo' | 'note';

/** One hit, as the contract's ContentHit (the shell talks HTTP and does not import the contracts' zod). */
export interface ContentHit {
  kind: ContentKind;
  id: string;
  title: string;
  detail: string;
  url: string;
}

interface ContentSearchAnswer {
  results: ContentHit[];
  searched: ContentKind[];
}

export type ContentStatus = 'idle' | 'loading' | 'done' | 'error' | 'unavailable';

export interface ContentSearchState {
  status: ContentStatus;
  /** The hits of the last answer (kept while the next one loads). */
  hits: readonly ContentHit[];
}

const IDLE: ContentSearchState = { status: 'idle', hits: [] };

/** One content search: its hits, or 'unavailable' (a server without the call) or 'error' (any other failure). */
export async function searchContent(q: string, signal?: AbortSignal): Promise<ContentSearchState> {
  try {
    const answer = await api.get<ContentSearchAnswer>(CONTENT_SEARCH_PATH, { q }, signal);
    return { status: 'done', hits: Array.isArray(answer?.results) ? answer.results : [] };
  } catch (error) {
    const unavailable = error instanceof ApiError && (error.status === 404 || error.status === 405);
    return { status: unavailable ? 'unavailable' : 'error', hits: [] };
  }
}

/** The content search of `query` (trimmed; nothing for an empty one) and a retry after a failure. */
export function useContentSearch(query: string): [ContentSearchState, () => void] {
  const q = query.trim().slice(0, CONTENT_QUERY_MAX);
  const [state, setState] = useState<ContentSearchState>(IDLE);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) searches the same query again
  useEffect(() => {
    if (!q) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ status: 'loading', hits: previous.hits }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchContent(q, controller.signal).then((next) => {
        if (!controller.signal.aborted) setState(next);
      });
    }, CONTENT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
