/**
 * The hard-coded-string detector (issue 17; docs/i18n.md), run inside every story test (issue 27: one render per
 * story). Once a story's play function and axe are done, the same render is switched to the pseudo-locale (en-XA)
 * and every visible text and accessible name (aria-label, title, placeholder, alt) must be pseudo-localised
 * (⟦Ŝåɱþļé···⟧), free of Latin letters (numbers, accented dates), or data: a string of the mock API's database
 * (as the play function left it), of the story's args, of the demo accounts, of the signed-in user, the quick
 * panel's seed, the product's name, the navigation a story set, a story's declared server texts
 * (`parameters.i18n.apiText`), of the story file's own source outside its play functions (the sample content a
 * story writes, such as a kit story's button text or a dialog's title, is the caller's, not the component's; the
 * play functions' English assertions do not count), or what a play function typed. Initials of data (an avatar's
 * 'AL') are data too. Plain English anywhere else did not come through a catalogue.
 */
import { demoAccounts, onDbChange } from '@chorus/mock-handlers';
import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';
import {
  applyDocumentLocale,
  authStore,
  COMPANY_NAME,
  navigationStore,
  resolveNavigation,
  hideMessage,
  setLocaleOverride,
  shellConfig,
} from '@chorus/shell';
import { type Catalogue, getCatalogues, getInitials, getLocale, subscribeCatalogueLoads } from '@chorus/ui';
import { peekStoreState, seedOfStore, storeNames } from '../packages/mock-handlers/src/lib/db';
import { seedQuickPanel } from '../packages/mock-handlers/src/quick-panel/quick-panel.seed';

export const PSEUDO_LOCALE = 'en-XA';
const PSEUDO = /⟦[^⟧]*⟧/g;
const LATIN = /[A-Za-z]/;

/** Every string inside a value (objects and arrays walked). */
function stringsOf(value: unknown, out: Set<string>, depth = 0): Set<string> {
  if (depth > 12 || value === null || value === undefined) return out;
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out, depth + 1);
  else if (typeof value === 'object' && !(value instanceof Node))
    for (const item of Object.values(value as Record<string, unknown>)) stringsOf(item, out, depth + 1);
  return out;
}

/** The slice of a source after `open` (an opening brace) up to its matching closing brace. */
function blockEnd(source: string, open: number): number {
  let depth = 0;
  for (let end = open; end < source.length; end++) {
    if (source[end] === '{') depth++;
    else if (source[end] === '}' && --depth === 0) return end;
  }
  return source.length;
}

/**
 * A story file's source split in two: outside its play functions (the story's own sample content), and the
 * texts its play functions type (`userEvent.type(field, 'Ship it')`, `keyboard('…')`, `fill('…')`): once typed
 * and shown, they are the user's words. Their other strings are assertions, which do not count.
 */
function splitPlayFunctions(source: string): { outside: string; typed: Set<string> } {
  let outside = '';
  const typed = new Set<string>();
  let from = 0;
  // An inline play function: `play: async ({ canvas }) => { … }` (a shared one is a name: kept).
  const play = /\bplay\s*:\s*(?:async\s*)?\(/g;
  for (let match = play.exec(source); match; match = play.exec(source)) {
    const open = source.indexOf('{', source.indexOf('=>', match.index));
    if (open < 0) break;
    const end = blockEnd(source, open);
    const body = source.slice(open, end + 1);
    for (const [, text = ''] of body.matchAll(
      /\b(?:type|fill|keyboard|paste)\(\s*(?:[^,()]+(?:\([^()]*\))?\s*,\s*)?(?:'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`)/g,
    ))
      for (const part of text.split(/\{[^}]*\}/)) if (part.trim()) typed.add(part.trim().toLowerCase());
    outside += source.slice(from, match.index);
    from = end + 1;
    play.lastIndex = from;
  }
  return { outside: outside + source.slice(from), typed };
}

/** What a story's own source writes: its text, its template literals (as patterns) and its string literals. */
export interface StorySource {
  text: string;
  templates: RegExp[];
  literals: Set<string>;
  /** What the play functions type, in lower case (a field may change the case: an e-mail address). */
  typed: Set<string>;
  typedWords: Set<string>;
}

export function storySource(source: string): StorySource {
  const { outside, typed } = splitPlayFunctions(source);
  const text = outside.replaceAll('\\n', '\n');
  const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `A ${tone} alert` → /^A .+ alert$/: only templates with some literal words of their own.
  const templates = [...text.matchAll(/`([^`]*\$\{[^`]*)`/g)]
    .map(([, body = '']) => body.split(/\$\{[^}]*\}/))
    .filter((parts) => parts.some((part) => LATIN.test(part)))
    .map((parts) => new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`, 's'));
  const literals = new Set(
    [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((match) => match[1] ?? match[2] ?? ''),
  );
  const typedWords = new Set([...typed].flatMap((text) => text.split(/\s+/)));
  return { text, templates, literals, typed, typedWords };
}

/** Data strings, their initials, and all of them joined (a text may show a part of a data string). */
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
 * The mock database's strings. A store no handler touched still holds its seed: the seed's strings, computed
 * once per store. A store a handler read or changed is walked as it is now (its live state, no copy), once per
 * state object and database change.
 */
const seeds = new Map<string, DataStrings>();
let dbVersion = 0;
onDbChange(() => {
  dbVersion++;
});
const walked = new WeakMap<object, { version: number; data: DataStrings }>();

function databaseData(): DataStrings[] {
  const out: DataStrings[] = [];
  for (const name of storeNames()) {
    const state = peekStoreState(name);
    if (state === undefined) {
      let seed = seeds.get(name);
      if (!seed) {
        seed = dataStrings(seedOfStore(name));
        seeds.set(name, seed);
      }
      out.push(seed);
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

function visible(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
}

/**
 * Text that is not the interface's: code (a source shown as an example, a file's name marked `translate="no"`),
 * and text marked as written in a language of its own (`lang`, e.g. the documentation's English articles under
 * another interface language).
 */
function notInterfaceText(element: Element): boolean {
  // Storybook's own placeholders (.sb-wrapper), and dnd-kit's live region: it holds the last move as it was
  // announced at its moment, in the language of that moment (the detector checks the page after the play).
  if (
    element.closest(
      'script, style, pre, code, [translate="no"], [data-i18n-ignore], .sb-wrapper, [id^="DndLiveRegion"]',
    )
  )
    return true;
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
        ![...source.typed].some((typed) => typed.includes(piece.toLowerCase())) &&
        !source.templates.some((template) => template.test(piece)) &&
        // Values set side by side ('{year} {company}': '2026 Chorus'; a first and last name; `${variant} ${tone}`):
        // every word is data, a string the story writes, or no word at all.
        !piece
          .split(/\s+/)
          .map((word) => word.replace(/^[,.:;()«»“”"']+|[,.:;()«»“”"']+$/g, ''))
          .every(
            (word) =>
              !LATIN.test(word) ||
              data.has(word) ||
              source.literals.has(word) ||
              source.typedWords.has(word.toLowerCase()),
          ),
    );
}

/** No change of the page's nodes, texts or accessible names for this long: it has settled. */
const QUIET = 120;
/**
 * The first look: quiet for this long (most pages re-render in the new language within a frame or two). A page
 * that still shows English then is given the whole QUIET window before its verdict, so only a page with
 * something to report pays for the long wait.
 */
const FIRST_LOOK = 40;
/** How often the page is looked at while it settles. */
const POLL = 20;
/** A page that never stops changing (a clock ticking every frame) is checked after this long anyway. */
const PATIENCE = 4_000;

/**
 * Waits until the page is quiet after the language changed: every catalogue declared so far ready in the
 * pseudo-locale, and no mutation of its nodes, texts or accessible names for `quiet` ms.
 */
async function settled(root: HTMLElement, quiet: number) {
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
      await new Promise((resolve) => setTimeout(resolve, POLL));
      const locale = getLocale();
      const loading = getCatalogues().filter((catalogue) => !catalogue.isReady(locale));
      if (loading.length > 0) {
        // A module the story loaded late declared a catalogue: its readers wait for it.
        await Promise.all(loading.map((catalogue) => catalogue.ready(locale).catch(() => undefined)));
        continue;
      }
      if (performance.now() - changed >= quiet) return;
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * What the story's page was told before the switch, which stays as it was said: every message a catalogue
 * formatted (a snackbar's, an announcement's or a validation message's words are formatted at their moment, in
 * the language of that moment, and kept), and every string of the API's answers (a server's message is data).
 * A text left unchanged by the switch is excused only when it is exactly one of these.
 */
const formatted = new Set<string>();
const answered = new Set<string>();
const wrapped = new WeakSet<object>();

function recordFormats() {
  for (const catalogue of getCatalogues()) {
    if (wrapped.has(catalogue)) continue;
    wrapped.add(catalogue);
    const format = catalogue.format.bind(catalogue);
    (catalogue as { format: Catalogue<string>['format'] }).format = (locale, key, values) => {
      const text = format(locale, key, values);
      if (locale !== PSEUDO_LOCALE && text) formatted.add(text.trim());
      return text;
    };
  }
}

let recording = false;
/** Starts recording (once per page): catalogues declared later are wrapped when they first load. */
export function recordWhatThePageIsTold(): void {
  formatted.clear();
  answered.clear();
  if (recording) return;
  recording = true;
  recordFormats();
  subscribeCatalogueLoads(recordFormats);
  const fetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetch(...args);
    if (
      (response.headers.get('content-type') ?? '').includes('json') &&
      new URL(response.url).pathname.startsWith('/api/')
    )
      response
        .clone()
        .json()
        .then(
          (body: unknown) => {
            for (const text of stringsOf(body, new Set())) answered.add(text.trim());
          },
          () => undefined,
        );
    return response;
  };
}

interface CheckedStory {
  args: unknown;
  parameters: Record<string, unknown>;
}

/**
 * Switches the page as the story left it to the pseudo-locale and returns what is left in plain English that is
 * not data ("where: text" lines; empty when the story passes).
 */
export async function hardCodedStrings(story: CheckedStory, rawSource: string): Promise<string[]> {
  // A notice the play function caused was written in the language of its moment (English): it is closed first.
  hideMessage();
  await setLocaleOverride(PSEUDO_LOCALE);
  if (getLocale() !== PSEUDO_LOCALE) throw new Error(`The page did not switch to ${PSEUDO_LOCALE}`);
  // The document's lang follows, as the shell's locale sync does in the app (the story's direction is kept).
  applyDocumentLocale(PSEUDO_LOCALE);
  await settled(document.body, FIRST_LOOK);
  const source = storySource(rawSource);
  accounts ??= dataStrings(demoAccounts);
  const demoAccountStrings = accounts;
  // What the page was told so far: built again for a second look (an answer may have arrived meanwhile).
  const pageData = () =>
    new Data([
      ...databaseData(),
      demoAccountStrings,
      // The story's args; the navigation the story set: the app modules' input to the shell (their own titles are
      // checked with them); the signed-in user, the quick panel's answer, the product's name (configuration, not a
      // message) and what a story's server says (`parameters.i18n.apiText`, e.g. a failing endpoint's message).
      dataStrings([
        [...answered],
        story.args,
        resolveNavigation(navigationStore.items),
        authStore.user,
        authStore.roles,
        MEETING_TEMPLATES,
        seedQuickPanel(),
        shellConfig.appName,
        COMPANY_NAME,
        story.parameters.i18n,
      ]),
    ]);
  const look = () => {
    const data = pageData();
    const problems: string[] = [];
    for (const { text, where } of pageTexts(document.body)) {
      if (formatted.has(text.trim())) continue;
      for (const piece of hardCoded(text, data, source)) problems.push(`${where}: "${piece}"`);
    }
    return [...new Set(problems)];
  };
  const first = look();
  if (first.length === 0) return first;
  // English on the first look may be a render still on its way: the verdict is the settled page's.
  await settled(document.body, QUIET);
  return look();
}
