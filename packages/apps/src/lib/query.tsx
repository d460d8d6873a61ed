/**
 * Server state for every app: TanStack Query caches what the API answered,
 * gives screens their loading and error states, and rolls optimistic updates
 * back when the server refuses. UI state (selection, filters) stays in valtio.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** The demo's client; stories make a fresh one per story (see withQueryClient). */
export const queryClient = createQueryClient();

export function AppsQueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
