import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import { docPages, docPath } from '../docPages';
import DocumentationScreen from './DocumentationScreen';

const meta = {
  title: 'Apps/Documentation/DocumentationScreen',
  component: DocumentationScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withAppProviders({ path: docPages.map((page) => docPath(page.slug)), route: docPath('getting-started') }),
  ],
} satisfies Meta<typeof DocumentationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const found = canvasElement.querySelector('article');
      if (!found?.querySelector('h1')) throw new Error('The page has not rendered yet');
      return found as HTMLElement;
    },
    { timeout: 15_000 },
  );

/** The first page from its Markdown: the two commands in a highlighted code block; the page list marks it. */
export const GettingStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await article(canvasElement);
    await expect(within(page).getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    const code = page.querySelector('pre code.language-sh');
    await expect(code).toHaveTextContent('npm install && npm start');
    await expect(code?.querySelector('[class^="hljs-"]')).not.toBeNull();
    const list = canvas.getByRole('navigation', { name: 'Documentation pages' });
    await expect(within(list).getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).not.toHaveAttribute('lang');
  },
};

/** A link in the text to another page navigates inside the app (no new tab), and so do the list and "Next". */
export const NavigatesBetweenPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await article(canvasElement);
    const link = within(page).getByRole('link', { name: 'Theming' });
    await expect(link).toHaveAttribute('href', '/documentation/theming');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Theming' }, { timeout: 15_000 }),
    ).toBeVisible();
    const list = canvas.getByRole('navigation', { name: 'Documentation pages' });
    await expect(within(list).getByRole('link', { name: 'Theming' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Next: Shell: settings and layouts' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'The shell: settings and layouts' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await userEvent.click(within(list).getByRole('link', { name: 'The meeting method' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The meeting method' }, { timeout: 15_000 }),
    ).toBeVisible();
    // An outside link still opens a new tab.
    await userEvent.click(within(list).getByRole('link', { name: 'Theming' }));
    const outside = await canvas.findByRole('link', { name: 'vanilla-extract' }, { timeout: 15_000 });
    await expect(outside).toHaveAttribute('target', '_blank');
  },
};

export const Dark: Story = {
  parameters: { route: docPath('adding-an-app') },
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await article(canvasElement);
  },
};

/** In Spanish the chrome is translated and the English text says it is English. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page).toHaveAttribute('lang', 'en');
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Páginas de la documentación' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: { route: docPath('mock-api') },
  globals: { locale: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await article(canvasElement)).toHaveAttribute('lang', 'en');
  },
};

/** At 360 px the page list is a drawer; nothing scrolls sideways. */
export const SmallScreen: Story = {
  parameters: { route: docPath('server') },
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await article(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Documentation pages' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Documentation pages' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Authentication' }));
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Authentication' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
