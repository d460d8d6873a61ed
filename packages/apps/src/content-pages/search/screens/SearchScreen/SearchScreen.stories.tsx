import { searchPaths } from '@chorus/mock-handlers/contracts';
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
import { searchApi } from '../../search.api';
import SearchScreen from './SearchScreen';

const meta = {
  title: 'Apps/Content pages/SearchScreen',
  component: SearchScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [
    withAppProviders({
      path: ['/pages/search/classic', '/pages/search/modern'],
      route: '/pages/search/classic',
    }),
  ],
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const resultList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Search results' }, { timeout: 15_000 });

/** Every result of the API, ten a page: the count, the pager, and the second page. */
export const Classic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await searchApi.search('');
    const list = await resultList(canvasElement);
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(`${all.length} results`);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = all[0];
    await expect(within(list).getByRole('link', { name: first?.title })).toHaveAttribute('href', first?.url);
    const pager = canvas.getByRole('navigation', { name: 'Result pages' });
    await expect(pager).toHaveTextContent('Page 1 of 2');
    await expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    await expect(within(list).getByRole('link', { name: all[10]?.title })).toBeVisible();
  },
};

/** A query typed and sent: the URL's ?q=, the count for it, and every match marked. */
export const SearchesAndHighlights: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultList(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search for' });
    await userEvent.type(field, 'guide');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const expected = await searchApi.search('guide');
    await waitFor(() =>
      expect(canvas.getByTestId('result-count')).toHaveTextContent(`${expected.length} results for “guide”`),
    );
    const list = await resultList(canvasElement);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(10, expected.length)),
    );
    const marks = [...list.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    await expect(marks.length).toBeGreaterThan(0);
    await expect(new Set(marks)).toEqual(new Set(['guide']));
  },
};

/** The modern page, opened on a query in the URL: the results as cards, the field holding the query. */
export const Modern: Story = {
  parameters: { route: '/pages/search/modern?q=lessons' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search the guides' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toHaveValue('lessons');
    const expected = await searchApi.search('lessons');
    const list = await resultList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(10, expected.length));
    await expect(list.querySelector('mark')).toHaveTextContent(/^lessons$/i);
  },
};

export const NoMatch: Story = {
  parameters: { route: '/pages/search/classic?q=zzzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results for “zzzz”', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Check the spelling, or try fewer or other words.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(searchPaths.search)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing to search yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(searchPaths.search)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Searching…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(searchPaths.search, 'The search service is down')),
    i18n: { apiText: ['The search service is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not search: The search service is down');
  },
};

export const Dark: Story = { ...Modern, globals: { theme: 'defaultDark' } };
export const ClassicDark: Story = {
  parameters: { route: '/pages/search/classic?q=run' },
  globals: { theme: 'defaultDark' },
};

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  parameters: { route: '/pages/search/modern?q=run' },
  play: async ({ canvasElement }) => {
    await resultList(canvasElement);
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { route: '/pages/search/classic?q=run' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'نتائج البحث' }, { timeout: 15_000 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
