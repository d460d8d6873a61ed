import { handlers, resetMockDb } from '@chorus/mock-handlers';
import { setDirectionOverride, setLocaleOverride } from '@chorus/shell';
import { getCatalogues, i18nOptions, isLocale, type Locale, themeClassNames } from '@chorus/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Suspense, useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { writesSettled } from './writesSettled';

// A play function's findBy… and waitFor wait up to 15 s for what a story loads (the library's default is 1 s): the
// wait ends as soon as the element is there, so a fast machine waits no longer, and a loaded one (CI on 2 shared
// cores, a screen loading its icons and data through the mock API) does not fail a story that is right. Here, not
// in a Vitest setup, so the static build's and the dev server's play functions (the interactions panel) wait as
// long as the Vitest storybook project's. The Vitest test's own limit is 30 s (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

i18nOptions.warnMissing = true;
i18nOptions.offerPseudoLocale = true;

interface GlobalsContext {
  globals: Record<string, unknown>;
  /** The toolbar's choices alone, without the story's own `globals`. */
  userGlobals?: Record<string, unknown>;
  viewMode?: string;
}

/**
 * The globals that hold for the whole document. A story alone on its canvas owns it: its own `globals` (a "Right To
 * Left" or "Arabic" story) apply. On a docs page every story shares one document with the page's prose and args
 * table, so the toolbar's language and direction hold there, and a story's own direction goes on its own block
 * (`withThemeAndDirection`); otherwise the last story to render would turn the whole page right to left.
 */
function documentGlobals(context: GlobalsContext): Record<string, unknown> {
  return context.viewMode === 'docs' ? { ...context.globals, ...context.userGlobals } : context.globals;
}

const direction = (value: unknown) => (value === 'ltr' || value === 'rtl' ? value : null);

/** The locale toolbar's language, loaded before the story renders (its catalogues load in that language). */
const localeLoader = async (context: GlobalsContext) => {
  const locale = documentGlobals(context).locale;
  const chosen = isLocale(locale) ? (locale as Locale) : 'en';
  await setLocaleOverride(chosen);
  // Every catalogue the story's modules declared, plurals compiled: the story renders complete at once.
  await Promise.all(getCatalogues().map((catalogue) => catalogue.ready(chosen)));
  return {};
};

type ThemeName = keyof typeof themeClassNames;

/**
 * The theme class and text direction go on <html>, so Radix portals (dialogs,
 * menus, tooltips) rendered into <body> are themed like the story itself.
 */
const withThemeAndDirection: Decorator = (Story, context) => {
  const globals = documentGlobals(context);
  const theme = (globals.theme ?? 'default') as ThemeName;
  const locale = globals.locale;
  const dir = direction(globals.dir);
  // On a docs page, the direction a story asks for itself (not the page's): on the story's own block.
  const blockDir = context.viewMode === 'docs' ? direction(context.globals.dir) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language re-applies its direction.
  useLayoutEffect(() => {
    const html = document.documentElement;
    const all = Object.values(themeClassNames);
    html.classList.remove(...all);
    html.classList.add(themeClassNames[theme] ?? themeClassNames.default);
    // 'auto': the language decides (Arabic is right to left); ltr/rtl force it, to test a layout.
    setDirectionOverride(dir);
  }, [theme, dir, locale]);
  // A screen's catalogue may still be loading (a language it has not used yet): nothing until it is there.
  const story = (
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  );
  return blockDir ? <div dir={blockDir}>{story}</div> : story;
};

const preview: Preview = {
  // Every story starts from the seed: the mock database is reset before it renders.
  beforeEach: () => {
    resetMockDb();
  },
  // …and ends when the writes it started have reached it (writesSettled.ts).
  afterEach: () => writesSettled(),
  loaders: [mswLoader(), localeLoader],
  decorators: [withThemeAndDirection],
  tags: ['autodocs'],
  parameters: {
    msw: { handlers },
    // axe reports only the violations in full (passes and inapplicable rules keep one node each): on a screen
    // story of 5,000 nodes, building and sending the full report cost more than the checks themselves.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    layout: 'padded',
    // The getting-started page first, then the kit, the shell and the apps.
    options: { storySort: { order: ['Getting started', 'UI', 'Shell', 'Apps'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    theme: {
      description: 'Theme of the main region',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (light)' },
          { value: 'defaultDark', title: 'Default dark' },
          { value: 'mainThemeDark', title: 'Main theme dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the messages, dates and numbers',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ar', title: 'العربية' },
          { value: 'en-XA', title: 'Pseudo (en-XA)' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction (by default the language decides)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'As the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', dir: 'auto', locale: 'en' },
};

export default preview;
