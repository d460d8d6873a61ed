/**
 * The names of a folder app's system folders, filters and labels (Inbox, Starred, Done…) come from its data in
 * English; they are UI strings, so they are shown in the viewer's language, found by their handle in the app's
 * catalogue. A name the catalogue does not know (a label the user made, a brand such as PayPal) stays as written.
 */
import { getLocale } from '@chorus/ui';
import { useMemo } from 'react';

interface Named {
  handle: string;
  title: string;
}

export function useSystemNames<T extends Named>(
  list: readonly T[] | undefined,
  nameOf: (handle: string) => string | undefined,
): T[] | undefined {
  const locale = getLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the list and the language
  return useMemo(
    () => list?.map((entry) => ({ ...entry, title: nameOf(entry.handle) ?? entry.title })),
    [list, locale],
  );
}
