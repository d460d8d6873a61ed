'use client';

import {
  Fragment,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type Catalogue,
  getCatalogueLoadsVersion,
  getInitialLocale,
  getLocale,
  type MessageValues,
  subscribeCatalogueLoads,
  subscribeI18n,
} from './core';
import type { Locale } from './locales';

/**
 * The active locale; re-renders when it changes. A server renders, and the browser hydrates, in the initial
 * locale (`setInitialLocale`, English by default), so the server's HTML and the first client render agree.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeI18n, getLocale, getInitialLocale);
}

/**
 * Re-renders when any catalogue loads (or the language changes); returns a key that changes then. For what
 * shows texts of catalogues it does not read itself (the navigation's titles, functions of the modules).
 *
 * State updated in a transition, not `useSyncExternalStore`: catalogues arrive while a signed-in page's frame
 * renders, and a store read that changes during a render in a transition makes React render the whole of it
 * again in one synchronous task (the navigation's, on a phone: a long task of 170 ms, issue 33). Here a late
 * catalogue re-renders its readers in a transition of its own, in slices.
 */
export function useCatalogueLoads(): string {
  const [version, setVersion] = useState(getCatalogueLoadsVersion);
  useEffect(() => {
    const follow = () => {
      const next = getCatalogueLoadsVersion();
      startTransition(() => setVersion(next));
    };
    follow(); // a catalogue that loaded between the render and this effect
    return subscribeCatalogueLoads(follow);
  }, []);
  return version;
}

export type RichTags = Record<string, (chunks: ReactNode) => ReactNode>;

export interface TranslateFn<Key extends string> {
  (key: Key, values?: MessageValues): string;
  /**
   * A message with markup: `<link>Sign up</link>` in the message becomes `tags.link('Sign up')`, so
   * translators can move the link within the sentence.
   */
  rich(key: Key, tags: RichTags, values?: MessageValues): ReactNode;
  locale: Locale;
}

/** Splits `<tag>text</tag>` out of a formatted message into the elements `tags` make. */
export function renderRich(text: string, tags: RichTags): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const make = tags[tag];
    out.push(<Fragment key={out.length}>{make ? make(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A promise React's `use` reads as already fulfilled (its `status`), so it never suspends on it. */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

export interface UseTOptions {
  /**
   * `false`: never suspend; until the catalogue is there, messages are English if that is loaded, else
   * empty, and the component re-renders when it arrives. For what a Suspense fallback itself shows (the
   * kit's `Loading`): a fallback that suspended would hand the wait to the boundary above it.
   */
  suspend?: boolean;
}

/**
 * The message function of one catalogue in the active locale. Suspends while the catalogue loads (the
 * first render of a route, a new language), so the nearest Suspense boundary shows its fallback.
 */
export function useT<Key extends string>(
  catalogue: Catalogue<Key>,
  { suspend = true }: UseTOptions = {},
): TranslateFn<Key> {
  // Re-renders on a change of language or a load of this catalogue (not of another one).
  const snapshot = useSyncExternalStore(catalogue.subscribe, catalogue.snapshot, catalogue.snapshot);
  const locale = useLocale();
  // A catalogue with plurals, selects, numbers or dates waits for them too (the ICU compiler is fetched
  // then), so its counts paint with the rest of the page; an 'on-demand' one shows them a moment later.
  // `suspend: false` never waits (a component passes the same option on every render).
  const waiting =
    suspend && (catalogue.waitsForIcu ? !catalogue.isReady(locale) : !catalogue.isLoaded(locale));
  // One use() on every render, of one promise: a use() that suspends on the first mount and is skipped on
  // the replay (the catalogue is there by then) leaves React on its update dispatcher for a mount, and the
  // next hook throws "Update hook called on initial render" (error 467); React recovers only by rendering
  // the whole root again, synchronously (error 520), on every first visit of a screen.
  use(waiting ? (catalogue.waitsForIcu ? catalogue.ready(locale) : catalogue.load(locale)) : settled);
  // biome-ignore lint/correctness/useExhaustiveDependencies: snapshot is the invalidation key.
  return useMemo(() => {
    const t = ((key: Key, values?: MessageValues) =>
      catalogue.format(locale, key, values)) as TranslateFn<Key>;
    t.rich = (key, tags, values) => renderRich(catalogue.format(locale, key, values), tags);
    t.locale = locale;
    return t;
  }, [catalogue, locale, snapshot]);
}
