import { knowledgeBasePaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../../lib/storybook';
import { signInForStory } from '../../../../lib/storyAuth';
import { knowledgeBaseApi } from '../../knowledge-base.api';
import KnowledgeBaseScreen from './KnowledgeBaseScreen';

const meta = {
  title: 'Apps/Content pages/KnowledgeBaseScreen',
  component: KnowledgeBaseScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/pages/knowledge-base', route: '/pages/knowledge-base' })],
} satisfies Meta<typeof KnowledgeBaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const category = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 15_000 });

/** Every category with its article count and featured articles; 'Item Support' has 24 (§3, §9). */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const served = await knowledgeBaseApi.categories();
    const itemSupport = within(await category(canvasElement, 'Item Support'));
    await expect(itemSupport.getByText('24 articles')).toBeVisible();
    await expect(itemSupport.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'What is Item Support?',
      'How to contact an author',
      'Rating or review removal policy',
      'Purchasing unsupported items',
      'Item installation guide',
    ]);
    await expect(within(canvasElement).getAllByTestId('kb-category')).toHaveLength(served.length);
  },
};

/** An article opens in a dialog with its content; Escape closes it and the focus returns to its button. */
export const ArticleDialog: Story = {
  play: async ({ canvasElement }) => {
    const itemSupport = within(await category(canvasElement, 'Item Support'));
    const opener = itemSupport.getByRole('button', { name: 'How to contact an author' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: 'How to contact an author' });
    await expect(dialog).toHaveAccessibleDescription('An article in Item Support');
    // The article's own HTML (sanitised): its paragraph and its list.
    await expect(dialog.querySelector('p')).not.toBeNull();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A seeded article carries a script, an onerror and a javascript: link: SafeHtml leaves none of them. */
export const HostileArticleIsSafe: Story = {
  play: async ({ canvasElement }) => {
    const served = await knowledgeBaseApi.categories();
    const hostile = served
      .flatMap((entry) => entry.featuredArticles.map((article) => ({ entry, article })))
      .filter(({ article }) => /<script|onerror|javascript:/i.test(article.content));
    await expect(hostile.length).toBeGreaterThan(0);
    for (const { entry, article } of hostile) {
      const region = within(await category(canvasElement, entry.title));
      await userEvent.click(region.getByRole('button', { name: article.title }));
      const dialog = await body().findByRole('dialog', { name: article.title });
      await expect(dialog.querySelector('script')).toBeNull();
      await expect(dialog.querySelector('[onerror]')).toBeNull();
      await expect(dialog.querySelector('a[href^="javascript:"]')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close the article' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    }
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(knowledgeBasePaths.categories)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No categories yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(knowledgeBasePaths.categories)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the knowledge base…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(knowledgeBasePaths.categories, 'The help centre is down')),
    i18n: { apiText: ['The help centre is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the knowledge base: The help centre is down');
  },
};

export const Dark: Story = { ...ArticleDialog, globals: { theme: 'defaultDark' } };
export const CategoriesDark: Story = { ...Categories, globals: { theme: 'defaultDark' } };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await category(canvasElement, 'Item Support');
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const itemSupport = within(await category(canvasElement, 'Item Support'));
    await expect(itemSupport.getByText('24 مقالًا')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
