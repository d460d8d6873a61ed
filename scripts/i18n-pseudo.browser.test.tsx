/**
 * The hard-coded-string detector (issue 17): every story of a converted folder is rendered in the
 * pseudo-locale (en-XA), without its play function, and every visible text and accessible name
 * (aria-label, title, placeholder, alt) must be pseudo-localised (⟦Ŝåɱþļé···⟧), free of Latin letters
 * (numbers, accented dates), or data: a string of the mock API's database, of the story's args, or of the
 * demo accounts. Plain English anywhere else did not come through a catalogue.
 *
 * Converters: when a folder is converted, delete its line from NOT_YET_CONVERTED.
 */
import { demoAccounts, getDbSnapshot } from '@chorus/mock-handlers';
import { composeStory } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';

/** Story folders whose strings are not in catalogues yet (paths from the repository root). */
const NOT_YET_CONVERTED = [
  'packages/ui/',
  'packages/shell/',
  // Converted (apps/initiatives, apps/product); these stories still show the kit's QueryStatus error texts
  // ('Something went wrong', 'Try again'), the Avatar's initials of a seed name ('HH') and the states
  // story's server message (API text): they leave this list when packages/ui is converted.
  'packages/apps/src/initiatives/screens/',
  'packages/apps/src/initiatives/views/InitiativeDialog.stories',
  // Converted (apps/meetings, apps/meetings/views); its screens' states stories still show the kit's
  // QueryStatus error texts ('Something went wrong', 'Try again') and the server's message (API text).
  'packages/apps/src/meetings/screens/',
  'packages/apps/src/contacts/',
  'packages/apps/src/calendar/',
  // Converted, but their screens still show lib/folder-app's 'Open …', the kit's QueryStatus error texts
  // and the states stories' server message (API text the detector does not know: not in the story's args).
  'packages/apps/src/notes/screens/',
  'packages/apps/src/chat/screens/',
  // The same (their ServerError stories), and mail's nav badge story shows the shell's navigation.
  'packages/apps/src/mail/screens/',
  'packages/apps/src/todo/screens/',
  // The real-API build's pieces (the live channel's 'Reconnecting…', the template apps' notice): not yet.
  'packages/apps/src/lib/live-status/',
  'packages/apps/src/lib/mock-only/',
];

type StoryModule = Record<string, unknown> & { default: Record<string, unknown> };
const files = import.meta.glob<StoryModule>('../packages/*/src/**/*.stories.tsx');
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

/** What a user sees or hears on the page: text nodes and accessible names, with where they are. */
function pageTexts(root: HTMLElement): { text: string; where: string }[] {
  const out: { text: string; where: string }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [data-i18n-ignore]') || !visible(parent)) continue;
    if (node.textContent?.trim()) out.push({ text: node.textContent, where: parent.tagName.toLowerCase() });
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (element.closest('[data-i18n-ignore]')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) out.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
    }
  }
  return out;
}

/** The parts of a text that are plain Latin text, neither pseudo-localised nor data. */
function hardCoded(text: string, data: Set<string>, blob: string): string[] {
  if (!LATIN.test(text)) return [];
  if (data.has(text.trim())) return [];
  return text
    .split(PSEUDO)
    .map((piece) => piece.trim())
    .filter((piece) => LATIN.test(piece) && !data.has(piece) && !blob.includes(piece));
}

/** Waits until the page's text stops changing (catalogues and data loaded). */
async function settled(root: HTMLElement) {
  let last = '';
  let stable = 0;
  for (let round = 0; round < 60 && stable < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = root.innerText;
    stable = now === last && now.trim() ? stable + 1 : 0;
    last = now;
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
    const problems: string[] = [];
    for (const [name, annotations] of Object.entries(exports)) {
      if (!annotations || typeof annotations !== 'object') continue;
      const story = composeStory(
        { ...(annotations as object), play: undefined, globals: { locale: 'en-XA' } },
        { ...meta, play: undefined },
        undefined,
        name,
      );
      const frame = document.createElement('div');
      document.body.append(frame);
      frames.push(frame);
      await story.run({ canvasElement: frame });
      await settled(document.body);
      const data = stringsOf(getDbSnapshot(), stringsOf(story.args, stringsOf(demoAccounts, new Set())));
      const blob = [...data].join('\n');
      for (const { text, where } of pageTexts(document.body))
        for (const piece of hardCoded(text, data, blob)) problems.push(`${name}: ${where}: "${piece}"`);
      frame.remove();
    }
    expect(problems).toEqual([]);
  });
});
