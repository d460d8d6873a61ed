import { handlers, resetMockDb } from '@chorus/mock-handlers';
import { themeClassNames } from '@chorus/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';

type ThemeName = keyof typeof themeClassNames;

/**
 * The theme class and text direction go on <html>, so Radix portals (dialogs,
 * menus, tooltips) rendered into <body> are themed like the story itself.
 */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'default') as ThemeName;
  const dir = (context.globals.dir ?? 'ltr') as 'ltr' | 'rtl';
  useLayoutEffect(() => {
    const html = document.documentElement;
    const all = Object.values(themeClassNames);
    html.classList.remove(...all);
    html.classList.add(themeClassNames[theme] ?? themeClassNames.default);
    html.dir = dir;
  }, [theme, dir]);
  return <Story />;
};

const preview: Preview = {
  // Every story starts from the seed: the mock database is reset before it renders.
  beforeEach: () => {
    resetMockDb();
  },
  loaders: [mswLoader()],
  decorators: [withThemeAndDirection],
  tags: ['autodocs'],
  parameters: {
    msw: { handlers },
    // axe reports only the violations in full (passes and inapplicable rules keep one node each): on a screen
    // story of 5,000 nodes, building and sending the full report cost more than the checks themselves.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    layout: 'padded',
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
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', dir: 'ltr' },
};

export default preview;
