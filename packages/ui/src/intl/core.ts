/**
 * The message catalogues: one per package or app folder, one module per locale, loaded on demand (a user
 * of Spanish downloads only the Spanish messages of the folders the page shows). Messages are ICU
 * MessageFormat, compiled when a catalogue loads (./compile.ts) and formatted with the active locale's
 * `Intl` (./interpolate.ts). English is the default and the fallback for a missing key (warned about in
 * development).
 */
import { type CompiledMessage, compileComplexMessages, compileSimpleMessages, setPlurals } from './compile';
import { regionalTag } from './regionalTag';
import { interpolate } from './interpolate';
import { defaultLocale, isLocale, type Locale, matchLocale } from './locales';
import type { Plurals } from './plural';

/** A catalogue module's messages: key → ICU MessageFormat source. */
export type Messages = Record<string, string>;
/** A translation of English `E`: exactly English's keys (`satisfies Translation<typeof en>` checks both ways). */
export type Translation<E extends Messages> = { [K in keyof E]: string };
/** The translated locales of a catalogue (the pseudo-locale is generated from English). */
export type CatalogueLoaders = Record<Exclude<Locale, 'en-XA'>, () => Promise<{ default: Messages }>>;
export type MessageValues = Record<string, unknown>;

export const i18nOptions = {
  /** Console warnings for missing keys (the demo turns them on in development, Storybook always). */
  warnMissing: false,
  /** Offer the pseudo-locale in the language menus (the demo in development, Storybook). */
  offerPseudoLocale: false,
};

/** Where the last language chosen on this device is kept (a guest's choice; the login page after sign-out). */
export const DEVICE_LOCALE_KEY = 'chorus.locale';

/** The language chosen on this device before, else the browser's preferred one. */
export function deviceLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_LOCALE_KEY);
    if (stored && isLocale(JSON.parse(stored))) return JSON.parse(stored) as Locale;
  } catch {
    // Storage unavailable or unreadable: the browser's languages decide.
  }
  return browserLocale();
}

// In a browser the first catalogues load in the device's language at once: an Arabic guest never downloads
// English messages. A server (no document) starts in English, whatever the machine's own language.
let active: Locale = globalThis.document ? deviceLocale() : defaultLocale;
/** The language of the server's render and of the browser's first render of it (hydration): `setInitialLocale`. */
let initial: Locale = defaultLocale;
/** Raised by every change of language (what every translated string depends on). */
let version = 0;
/** Raised by every change of language asked for; a `setLocale` whose loads finish after a later one gives way. */
let request = 0;
const listeners = new Set<() => void>();

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

export function getLocale(): Locale {
  return active;
}

/**
 * The language a server renders in, and the browser's first render of that page (hydration) too, so the two
 * agree: English unless `setInitialLocale` says otherwise. (`useLocale`'s server snapshot.)
 */
export function getInitialLocale(): Locale {
  return initial;
}

/**
 * Renders in `locale` from now on, at once: on the server, and in the browser before it hydrates the server's
 * HTML (call it on both sides, e.g. in a client module the root layout imports), with that language's
 * catalogues given beforehand (`catalogue.provide(locale, messages)`), so nothing suspends. In a browser it
 * also stops the device's language from taking over after hydration. English needs no call (the default).
 */
export function setInitialLocale(locale: Locale): void {
  if (!isLocale(locale)) return;
  initial = locale;
  request++;
  if (locale === active) return;
  active = locale;
  notify();
}
/** Changes whenever the locale changes. (A catalogue's own loads are told to its readers only: `useT`.) */
export function getI18nVersion(): number {
  return version;
}
/** Called on every change of language. */
export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const catalogues = new Set<Catalogue<string>>();
/** Per catalogue: compiles what waits for the compiler and now compiles at once (after `enablePlurals`). */
const recompilers = new Set<() => void>();

/**
 * Plurals and selects compile at once from now on (`plurals` from ./plural.ts, which the caller brings into its
 * bundle), those already waiting included: a catalogue given with `provide` then renders its counts on a server
 * too. The kit's DataTable and Countdown do it for their English; a page that loads a plural without them fetches
 * the same module as a small chunk.
 */
export function enablePlurals(plurals: Plurals): void {
  setPlurals(plurals);
  for (const recompile of recompilers) recompile();
}

/** Raised whenever any catalogue loads or compiles more messages. */
let loadsVersion = 0;
const loadListeners = new Set<() => void>();

/**
 * Called when any catalogue loads or compiles messages, and on every change of language: for what shows
 * texts of catalogues it does not know (the shell's navigation, whose titles are the modules' functions).
 */
export function subscribeCatalogueLoads(listener: () => void): () => void {
  loadListeners.add(listener);
  listeners.add(listener);
  return () => {
    loadListeners.delete(listener);
    listeners.delete(listener);
  };
}
/** Changes whenever `subscribeCatalogueLoads`' listeners are called. */
export function getCatalogueLoadsVersion(): string {
  return `${version}.${loadsVersion}`;
}

type PseudoModule = typeof import('./pseudo');
let pseudoModule: PseudoModule | null = null;
/** The pseudo-locale's text functions: a chunk of their own, fetched only when en-XA is used. */
function loadPseudo(): Promise<PseudoModule> {
  return import('./pseudo').then((module) => (pseudoModule = module));
}
/** Accents text when the pseudo-locale is active (formatted dates and numbers); otherwise as it is. */
export function pseudoAccent(text: string): string {
  return active === 'en-XA' && pseudoModule ? pseudoModule.accent(text) : text;
}

export interface Catalogue<Key extends string> {
  readonly name: string;
  /** Loads (once) and compiles this catalogue's messages in `locale`. */
  load(locale: Locale): Promise<void>;
  /**
   * Gives the catalogue messages in `locale` now, compiled at once, instead of loading them: for a render that
   * must not wait (a server's, the first one in the browser). Added to what the locale has (a catalogue may be
   * given in parts); the locale counts as loaded from then on. Messages that only Lingui's compiler compiles
   * (number, date or time arguments) still compile on first use.
   */
  provide(locale: Exclude<Locale, 'en-XA'>, messages: Messages): void;
  isLoaded(locale: Locale): boolean;
  /**
   * Loads the catalogue and compiles its plural/select/number/date messages too (the ICU compiler is fetched
   * then, not by a page that only loads the catalogue). Started by the first use of such a message.
   */
  ready(locale: Locale): Promise<void>;
  isReady(locale: Locale): boolean;
  /** A message in the active locale (outside React: snackbars, document titles, announcements). */
  t(key: Key, values?: MessageValues): string;
  /** A message in the given locale. */
  format(locale: Locale, key: Key, values?: MessageValues): string;
  /**
   * Whether readers wait (suspend) until the catalogue's plural/select/number/date messages are compiled:
   * true unless declared `icu: 'on-demand'`, so a page paints its counts with the rest of its text instead
   * of filling them in a moment later (a layout shift and a second render).
   */
  readonly waitsForIcu: boolean;
  /** Called when this catalogue loads or compiles more messages, and on every change of language. */
  subscribe(listener: () => void): () => void;
  /** Changes whenever `subscribe`'s listeners are called (a `useSyncExternalStore` snapshot). */
  snapshot(): string;
}

export interface CatalogueOptions {
  /**
   * 'wait' (default): readers suspend until every message is compiled (the ICU compiler is fetched when the
   * catalogue has a plural, select, number or date message). 'on-demand': plain messages show at once and
   * such a message compiles on first use and shows a moment later; for a catalogue used by a page that must
   * not download the compiler (the shell's, on the login page) whose complex messages live in panels opened
   * later.
   */
  icu?: 'wait' | 'on-demand';
  /**
   * Start loading the active language's messages at once (default), so a screen finds them there. `false`:
   * only when a message is first asked for, or once a user is signed in (`preloadCatalogues`), for texts the
   * login page does not show and must not download (the kit's defaults, the navigation's titles).
   */
  preload?: boolean;
}

function hasOwn(object: object, key: string): boolean {
  return Object.hasOwn(object, key);
}

/**
 * Declares a folder's catalogue. `name` must be unique (the folder's name: 'auth', 'shell', 'mail'); keys
 * are those of the English module, the type parameter.
 *
 *   export const authMessages = defineCatalogue<typeof import('./en').default>('auth', {
 *     en: () => import('./en'), es: () => import('./es'), ar: () => import('./ar'),
 *   });
 */

export function defineCatalogue<E extends Messages>(
  name: string,
  loaders: CatalogueLoaders,
  options: CatalogueOptions = {},
): Catalogue<keyof E & string> {
  const loading = new Map<Locale, Promise<void>>();
  const readying = new Map<Locale, Promise<void>>();
  const compiled = new Map<Locale, Record<string, CompiledMessage>>();
  /** Per locale, the messages still waiting for the ICU compiler. */
  const pending = new Map<Locale, Record<string, string>>();
  const mapTextOf = (locale: Locale) => (locale === 'en-XA' ? pseudoModule?.pseudoLocalize : undefined);
  const warned = new Set<string>();
  // A catalogue's loads re-render the components that read it, not every translated component of the page.
  const own = new Set<() => void>();
  let ownVersion = 0;
  const changed = () => {
    ownVersion++;
    for (const listener of own) listener();
    loadsVersion++;
    for (const listener of loadListeners) listener();
  };

  const catalogue: Catalogue<keyof E & string> = {
    name,
    waitsForIcu: options.icu !== 'on-demand',
    subscribe(listener) {
      own.add(listener);
      listeners.add(listener);
      return () => {
        own.delete(listener);
        listeners.delete(listener);
      };
    },
    snapshot: () => `${version}.${ownVersion}`,
    isLoaded: (locale) => compiled.has(locale),
    isReady: (locale) => compiled.has(locale) && !pending.has(locale),
    provide(locale, provided) {
      const { compiled: messages, complex } = compileSimpleMessages(provided);
      compiled.set(locale, { ...compiled.get(locale), ...messages });
      const waiting = { ...pending.get(locale), ...complex };
      for (const key of Object.keys(messages)) delete waiting[key];
      if (Object.keys(waiting).length) pending.set(locale, waiting);
      else pending.delete(locale);
      loading.set(locale, Promise.resolve());
      readying.delete(locale);
      changed();
    },
    load(locale) {
      let promise = loading.get(locale);
      if (!promise) {
        const pseudo = locale === 'en-XA';
        promise = Promise.all([loaders[pseudo ? 'en' : locale](), pseudo ? loadPseudo() : null]).then(
          ([module]) => {
            const { compiled: messages, complex } = compileSimpleMessages(module.default, mapTextOf(locale));
            if (Object.keys(complex).length) pending.set(locale, complex);
            compiled.set(locale, messages);
            changed();
          },
        );
        promise.catch(() => loading.delete(locale));
        loading.set(locale, promise);
      }
      return promise;
    },
    ready(locale) {
      let promise = readying.get(locale);
      if (!promise) {
        promise = catalogue.load(locale).then(async () => {
          const complex = pending.get(locale);
          if (!complex) return;
          Object.assign(compiled.get(locale) ?? {}, await compileComplexMessages(complex, mapTextOf(locale)));
          pending.delete(locale);
          changed();
        });
        promise.catch(() => readying.delete(locale));
        readying.set(locale, promise);
      }
      return promise;
    },
    format(locale, key, values) {
      const messages = compiled.get(locale);
      if (messages && hasOwn(messages, key))
        return interpolate(messages[key] as CompiledMessage, regionalTag(locale), values);
      if (!messages) void catalogue.load(locale);
      else if (pending.get(locale)?.[key] !== undefined) {
        // A plural or select before the compiler arrived: empty until it is there (a re-render follows).
        void catalogue.ready(locale);
        return '';
      } else if (i18nOptions.warnMissing && !warned.has(`${locale}:${key}`)) {
        warned.add(`${locale}:${key}`);
        console.warn(`[i18n] "${name}" has no "${key}" in ${locale}: English is shown.`);
      }
      if (locale !== defaultLocale) return catalogue.format(defaultLocale, key, values);
      return messages ? key : '';
    },
    t: (key, values) => catalogue.format(active, key, values),
  };
  catalogues.add(catalogue as Catalogue<string>);
  recompilers.add(() => {
    let more = false;
    for (const [locale, waiting] of pending) {
      const { compiled: now, complex } = compileSimpleMessages(waiting, mapTextOf(locale));
      if (Object.keys(now).length === 0) continue;
      compiled.set(locale, { ...compiled.get(locale), ...now });
      if (Object.keys(complex).length) pending.set(locale, complex);
      else pending.delete(locale);
      more = true;
    }
    if (more) changed();
  });
  if (options.preload !== false) void catalogue.load(active);
  return catalogue;
}

/**
 * Switches the language: the catalogues already in use are loaded in the new locale first, so the page
 * changes language in one step instead of flashing a loading state.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  const mine = ++request;
  const used = [...catalogues].filter((catalogue) => catalogue.isLoaded(active));
  await Promise.all(
    used.map((catalogue) =>
      (catalogue.isReady(active) ? catalogue.ready(locale) : catalogue.load(locale)).catch(() => undefined),
    ),
  );
  if (mine !== request || locale === active) return;
  active = locale;
  notify();
}

/** The language a first visit gets: the browser's preferred languages, else English. */
export function browserLocale(): Locale {
  const nav = globalThis.navigator;
  return matchLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

/**
 * Loads, in the active language, every catalogue declared so far that has not loaded yet (those declared with
 * `preload: false`): the shell calls it once a user is signed in, so the screens find the kit's and the
 * navigation's messages there, while the login page never downloads them.
 */
export function preloadCatalogues(): Promise<void> {
  const locale = active;
  return Promise.all(
    [...catalogues]
      .filter((catalogue) => !catalogue.isLoaded(locale))
      .map((catalogue) => catalogue.load(locale)),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/** Every catalogue declared so far (tests). */
export function getCatalogues(): readonly Catalogue<string>[] {
  return [...catalogues];
}
