/**
 * A folder app's folders, filters and labels (mail, to-do), read once per session. The names of the system ones
 * (Inbox, Starred, Done…) come from the data in English; they are UI strings, so they are shown in the viewer's
 * language, found by their handle in the app's catalogue (`nameOf`). A name the app does not list in
 * `systemHandles` (a label the user made, a brand such as PayPal) stays as written (`systemName`).
 */
import { getLocale } from '@chorus/ui';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { systemName } from '../systemName';

interface Named {
  handle: string;
  title: string;
}

export interface FolderListsSource<F extends Named, S extends Named, L extends Named> {
  keys: { folders: QueryKey; filters: QueryKey; labels: QueryKey };
  folders: () => Promise<F[]>;
  filters: () => Promise<S[]>;
  labels: () => Promise<L[]>;
}

function useNamed<T extends Named>(list: readonly T[] | undefined, nameOf: (entry: T) => string) {
  const locale = getLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the list and the language
  return useMemo(() => list?.map((entry) => ({ ...entry, title: nameOf(entry) })), [list, locale]);
}

export function useFolderLists<F extends Named, S extends Named, L extends Named, H extends string>(
  source: FolderListsSource<F, S, L>,
  systemHandles: readonly H[],
  nameOf: (handle: H) => string,
) {
  const folders = useQuery({ queryKey: source.keys.folders, queryFn: source.folders, staleTime: Infinity });
  const filters = useQuery({ queryKey: source.keys.filters, queryFn: source.filters, staleTime: Infinity });
  const labels = useQuery({ queryKey: source.keys.labels, queryFn: source.labels, staleTime: Infinity });
  const translated = (entry: Named) => systemName(entry.handle, entry.title, systemHandles, nameOf);
  return {
    folders: { data: useNamed(folders.data, translated) },
    filters: { data: useNamed(filters.data, translated) },
    labels: { data: useNamed(labels.data, translated) },
  };
}
