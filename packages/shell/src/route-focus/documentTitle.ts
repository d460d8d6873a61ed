/**
 * Document titles: "Inbox (12) · Mail · Chorus". A screen names its page with `useDocumentTitle('Inbox (12)')`;
 * the shell adds the route's section (its `title`, or its module's) and the product name (`shellConfig.appName`),
 * sets `document.title`, and announces it after a navigation (RouteAnnouncer). A route whose screen says
 * nothing gets "Mail · Chorus".
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

export const TITLE_SEPARATOR = ' · ';

type TitlePart = string | false | null | undefined;

interface Entry {
  id: number;
  parts: readonly string[];
}

let entries: readonly Entry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The page's own parts of the title: the last screen to set them wins (a dialog's page over its list). */
export function usePageTitleParts(): readonly string[] {
  const current = useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  );
  return current.at(-1)?.parts ?? [];
}

/**
 * Names the page in the document title while the calling component is mounted, most specific first:
 * `useDocumentTitle(meeting.title)`, `useDocumentTitle(t('title.folder', { folder, count }))`. Empty parts
 * (a title still loading) are left out. The shell appends the section and the product name.
 */
export function useDocumentTitle(...parts: TitlePart[]): void {
  const clean = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  const key = clean.join('\u0000');
  useLayoutEffect(() => {
    const entry: Entry = { id: nextId++, parts: key ? key.split('\u0000') : [] };
    entries = [...entries, entry];
    emit();
    return () => {
      entries = entries.filter((other) => other.id !== entry.id);
      emit();
    };
  }, [key]);
}

/** "Inbox (12) · Mail · Chorus": the page's parts, the section, the product; a repeated part shows once. */
export function composeTitle(parts: readonly (string | undefined)[]): string {
  const out: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && out.at(-1)?.toLocaleLowerCase() !== text.toLocaleLowerCase()) out.push(text);
  }
  return out.join(TITLE_SEPARATOR);
}

/** For tests and stories: forget every page title. */
export function resetDocumentTitles(): void {
  entries = [];
  emit();
}
