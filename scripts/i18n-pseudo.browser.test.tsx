/**
 * The hard-coded-string detector (issue 17): every story of a converted folder is rendered in the
 * pseudo-locale (en-XA), without its play function, and every visible text and accessible name
 * (aria-label, title, placeholder, alt) must be pseudo-localised (⟦Ŝåɱþļé···⟧), free of Latin letters
 * (numbers, accented dates), or data: a string of the mock API's database, of the story's args, of the
 * demo accounts, of the signed-in user, the quick panel's seed, the product's name, the navigation a story
 * set, a story's declared server texts (`parameters.i18n.apiText`), or of the story file's own source outside its play functions (the sample content a story
 * writes, such as a kit story's button text or a dialog's title, is the caller's, not the component's; the
 * play functions' English assertions do not count). Initials of data (an avatar's 'AL') are data too.
 * Plain English anywhere else did not come through a catalogue.
 *
 * Converters: when a folder is converted, delete its line from NOT_YET_CONVERTED.
 */
import { demoAccounts, getDbSnapshot, onDbChange, resetMockDb } from '@chorus/mock-handlers';
import { authStore, COMPANY_NAME, navigationStore, resolveNavigation, shellConfig } from '@chorus/shell';
import { getCatalogues, getInitials, getLocale } from '@chorus/ui';
import { composeStory } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { peekStoreState, storeNames } from '../packages/mock-handlers/src/lib/db';
import { seedQuickPanel } from '../packages/mock-handlers/src/quick-panel/quick-panel.seed';
import { neverAnsweredRequests } from '../packages/apps/src/lib/storybook';

/** Story folders whose strings are not in catalogues yet (paths from the repository root). */
const NOT_YET_CONVERTED: string[] = [];

type StoryModule = Record<string, unknown> & { default: Record<string, unknown> };
const files = import.meta.glob<StoryModule>('../packages/*/src/**/*.stories.tsx');
const sources = import.meta.glob<string>('../packages/*/src/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
});

/** A story file's source without its play functions (their assertions name the texts under test). */
function withoutPlayFunctions(source: string): string {
  let out = '';
  let from = 0;
  // An inline play function: `play: async ({ canvas }) => { … }` (a shared one is a name: kept).
  const play = /\bplay\s*:\s*(?:async\s*)?\(/g;
  for (let match = play.exec(source); match; match = play.exec(source)) {
    const open = source.indexOf('{', source.indexOf('=>', match.index));
    if (open < 0) break;
    let depth = 0;
    let end = open;
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}' && --depth === 0) break;
    }
    out += source.slice(from, match.index);
    from = end + 1;
    play.lastIndex = from;
  }
  return out + source.slice(from);
}
const converted = Object.keys(files)
  .filter((path) => !NOT_YET_CONVERTED.some((folder) => path.startsWith(`../${folder}`)))
  .sort();

/** Every string inside a value (objects and arrays walked). */
function stringsOf(value: unknown, out: Set<string>, depth = 0): Set<string> {
  if (depth > 12 || value === null || value === undefined) return out;
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out, depth + 1);
  else if (typeof value === 'object' && !(value instanceof Node))
    for (const item of Object.values(value as Record<string, unknown>)) stringsOf(item, out, depth + 1);
  return out;
}

const PSEUDO = /⟦[^⟧]*⟧/g;
const LATIN = /[A-Za-z]/;

function visible(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
}

/**
 * Text that is not the interface's: code (a source shown as an example, a file's name marked `translate="no"`),
 * and text marked as written in a language of its own (`lang`, e.g. the documentation's English articles under
 * another interface language).
 */
function notInterfaceText(element: Element): boolean {
  if (element.closest('script, style, pre, code, [translate="no"], [data-i18n-ignore]')) return true;
  const marked = element.closest('[lang]');
  return (
    !!marked &&
    marked !== document.documentElement &&
    marked.getAttribute('lang') !== document.documentElement.lang
  );
}

/** What a user sees or hears on the page: text nodes and accessible names, with where they are. */
function pageTexts(root: HTMLElement): { text: string; where: string }[] {
  const out: { text: string; where: string }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || notInterfaceText(parent) || !visible(parent)) continue;
    if (node.textContent?.trim()) out.push({ text: node.textContent, where: parent.tagName.toLowerCase() });
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (notInterfaceText(element)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) out.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
    }
  }
  return out;
}

/** What a story's own source writes: its text, its template literals (as patterns) and its string literals. */
interface StorySource {
  text: string;
  templates: RegExp[];
  literals: Set<string>;
}

function storySource(source: string): StorySource {
  const text = withoutPlayFunctions(source).replaceAll('\\n', '\n');
  const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `A ${tone} alert` → /^A .+ alert$/: only templates with some literal words of their own.
  const templates = [...text.matchAll(/`([^`]*\$\{[^`]*)`/g)]
    .map(([, body = '']) => body.split(/\$\{[^}]*\}/))
    .filter((parts) => parts.some((part) => LATIN.test(part)))
    .map((parts) => new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`, 's'));
  const literals = new Set(
    [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((match) => match[1] ?? match[2] ?? ''),
  );
  return { text, templates, literals };
}

/**
 * Data strings, their initials, and all of them joined (a text may show a part of a data string). Built once
 * per distinct data set: a store's seed once per run, a store a story read or changed once per state, a
 * story's own extras (args, navigation, user) once per story.
 */
interface DataStrings {
  strings: Set<string>;
  blob: string;
}

const initialsOf = new Map<string, string>();
function initials(text: string): string {
  let found = initialsOf.get(text);
  if (found === undefined) {
    found = getInitials(text);
    initialsOf.set(text, found);
  }
  return found;
}

function dataStrings(value: unknown): DataStrings {
  const strings = stringsOf(value, new Set());
  for (const text of [...strings]) strings.add(initials(text));
  return { strings, blob: [...strings].join('\n') };
}

/** The data a page may show: the union of some data sets. */
class Data {
  constructor(private readonly parts: readonly DataStrings[]) {}
  has(text: string): boolean {
    return this.parts.some((part) => part.strings.has(text));
  }
  /** Part of a data string (a truncated title, a name inside a sentence of the data). */
  contains(text: string): boolean {
    return this.parts.some((part) => part.blob.includes(text));
  }
}

/**
 * The mock database's strings. A store the story never touched still holds its seed: the seed's strings,
 * computed once. A store the story read or changed is walked as it is now (its live state, no copy), once
 * per state object and database change.
 */
let seeds: Map<string, DataStrings> | undefined;
let dbVersion = 0;
onDbChange(() => {
  dbVersion++;
});
const walked = new WeakMap<object, { version: number; data: DataStrings }>();

// Every story starts from the seed (the preview resets the database before it renders): its strings, once.
beforeAll(() => {
  resetMockDb();
  seeds = new Map(Object.entries(getDbSnapshot().stores).map(([name, state]) => [name, dataStrings(state)]));
  resetMockDb();
});

function databaseData(): DataStrings[] {
  const out: DataStrings[] = [];
  // Every store: a read-only one (the template pages' data, not persisted) has its state once a handler read it.
  for (const name of storeNames()) {
    const state = peekStoreState(name);
    if (state === undefined) {
      const seed = seeds?.get(name);
      if (seed) out.push(seed);
    } else if (state === null || typeof state !== 'object') out.push(dataStrings(state));
    else {
      let entry = walked.get(state);
      if (entry?.version !== dbVersion) {
        entry = { version: dbVersion, data: dataStrings(state) };
        walked.set(state, entry);
      }
      out.push(entry.data);
    }
  }
  return out;
}

/** The demo accounts: the same in every story. */
let accounts: DataStrings | undefined;

/** The parts of a text that are plain Latin text, neither pseudo-localised nor data. */
function hardCoded(text: string, data: Data, source: StorySource): string[] {
  if (!LATIN.test(text)) return [];
  if (data.has(text.trim())) return [];
  return text
    .split(PSEUDO)
    .map((piece) => piece.trim())
    .filter(
      (piece) =>
        LATIN.test(piece) &&
        !data.has(piece) &&
        !data.contains(piece) &&
        !source.text.includes(piece) &&
        !source.templates.some((template) => template.test(piece)) &&
        // Values set side by side ('{year} {company}': '2026 Chorus'; a first and last name; `${variant} ${tone}`):
        // every word is data, a string the story writes, or no word at all.
        !piece.split(/\s+/).every((word) => !LATIN.test(word) || data.has(word) || source.literals.has(word)),
    );
}

/**
 * The mock API's requests in flight (MSW's life-cycle events), with when they started. A request a story's
 * `neverAnswers` endpoint took (a loading state) does not hold the check back; any other older than
 * REQUEST_PATIENCE no longer does either (an endpoint of the story's own that never answers).
 */
const inFlight = new Map<string, number>();
const REQUEST_PATIENCE = 3_000;
interface Worker {
  events: { on(type: string, listener: (event: { requestId: string }) => void): void };
}
let watchedWorker: Worker | undefined;
function watchRequests(worker: Worker | undefined) {
  if (!worker?.events || worker === watchedWorker) return;
  watchedWorker = worker;
  worker.events.on('request:start', ({ requestId }) => inFlight.set(requestId, performance.now()));
  worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
}
/** A story loader, after the project's (MSW's runs first): finds the worker the stories share. */
const watchLoader = (context: { msw?: unknown }) => {
  watchRequests(context.msw as Worker | undefined);
  return {};
};

/** No change of the page's nodes, texts or accessible names for this long: it has settled. */
const QUIET = 200;
/** A page that never stops changing (a clock ticking every frame) is checked after this long anyway. */
const PATIENCE = 6_000;

/**
 * Waits until the page is quiet (catalogues and data loaded): no mutation of its nodes, texts or accessible
 * names for QUIET ms, every catalogue declared so far ready, no request of the mock API in flight.
 */
async function settled(root: HTMLElement) {
  const started = performance.now();
  let changed = started;
  const observer = new MutationObserver(() => {
    changed = performance.now();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: [
      'aria-label',
      'title',
      'placeholder',
      'alt',
      'hidden',
      'aria-hidden',
      'data-state',
      'open',
    ],
  });
  try {
    while (performance.now() - started < PATIENCE) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const locale = getLocale();
      const loading = getCatalogues().filter((catalogue) => !catalogue.isReady(locale));
      if (loading.length > 0) {
        // A module the story loaded late declared a catalogue: its readers wait for it.
        await Promise.all(loading.map((catalogue) => catalogue.ready(locale).catch(() => undefined)));
        continue;
      }
      const now = performance.now();
      const waiting = [...inFlight].some(
        ([id, since]) => !neverAnsweredRequests.has(id) && now - since < REQUEST_PATIENCE,
      );
      if (!waiting && now - changed >= QUIET) return;
    }
  } finally {
    observer.disconnect();
  }
}

const frames: HTMLElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

test('some folders are checked', () => {
  expect(converted.length).toBeGreaterThan(0);
});

describe.each(converted)('%s', (path) => {
  test('every story shows only pseudo-localised text or data in en-XA', async () => {
    const module = await (files[path] as () => Promise<StoryModule>)();
    const { default: meta, __namedExportsOrder, ...exports } = module;
    const source = storySource(await (sources[path] as () => Promise<string>)());
    const problems: string[] = [];
    for (const [name, annotations] of Object.entries(exports)) {
      if (!annotations || typeof annotations !== 'object') continue;
      const story = composeStory(
        {
          ...(annotations as object),
          play: undefined,
          globals: { locale: 'en-XA' },
          loaders: [...[(annotations as { loaders?: unknown }).loaders ?? []].flat(), watchLoader],
        },
        { ...meta, play: undefined },
        undefined,
        name,
      );
      const frame = document.createElement('div');
      document.body.append(frame);
      frames.push(frame);
      inFlight.clear();
      await story.run({ canvasElement: frame });
      await settled(document.body);
      accounts ??= dataStrings(demoAccounts);
      const data = new Data([
        ...databaseData(),
        accounts,
        // The story's args; the navigation the story set: the app modules' input to the shell (their own
        // titles are checked with them); the signed-in user, the quick panel's answer, the product's name
        // (configuration, not a message) and what a story's server says (`parameters.i18n.apiText`, e.g. a
        // failing endpoint's message).
        dataStrings([
          story.args,
          resolveNavigation(navigationStore.items),
          authStore.user,
          seedQuickPanel(),
          shellConfig.appName,
          COMPANY_NAME,
          (story.parameters as { i18n?: unknown }).i18n,
        ]),
      ]);
      for (const { text, where } of pageTexts(document.body))
        for (const piece of hardCoded(text, data, source)) problems.push(`${name}: ${where}: "${piece}"`);
      frame.remove();
    }
    expect(problems).toEqual([]);
    // A screen's file renders many stories against the handlers, each until its text settles: on 2 loaded
    // cores that passes the project's 120 s without being wrong.
  }, 300_000);
});
