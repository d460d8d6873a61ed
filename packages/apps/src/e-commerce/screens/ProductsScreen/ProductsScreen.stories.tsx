import { getDbSnapshot } from '@chorus/mock-handlers';
import { eCommercePaths, type Product } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  failsWith,
  neverAnswers,
  refusedChangeStory,
  withAppProviders,
  withHandlers,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetECommerceStore } from '../../e-commerce.store';
import { manyProducts } from '../../views/products.fixtures';
import ProductsScreen from './ProductsScreen';

const seed = () => (getDbSnapshot().stores['e-commerce'] as { products: Product[] }).products;

const meta = {
  title: 'Apps/E-commerce/ProductsScreen',
  component: ProductsScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetECommerceStore();
  },
  decorators: [withAppProviders({ path: '/apps/e-commerce/products', route: '/apps/e-commerce/products' })],
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Products' }, { timeout: 15_000 });
const dataRows = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const waitForRows = async (canvasElement: HTMLElement) => {
  const element = await table(canvasElement);
  await waitFor(() => expect(dataRows(element).length).toBe(10));
  return element;
};
const names = (element: HTMLElement) =>
  dataRows(element).map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');

export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`of ${seed().length}$`))).toBeVisible();
    const first = seed()[0] as Product;
    const [row] = dataRows(element) as [HTMLElement];
    await expect(within(row).getByText(first.name)).toBeVisible();
    // The featured image as a thumbnail, the price with tax as money, the stock level, the active icon.
    const featured = first.images.find((image) => image.id === first.featuredImageId);
    await expect(row.querySelector('img')).toHaveAttribute('src', featured?.url);
    await expect(
      within(row).getByText(new RegExp(`\\$${first.priceTaxIncl.toFixed(2).replace('.', '\\.')}$`)),
    ).toBeVisible();
    await expect(within(row).getByRole('img', { name: first.active ? 'Active' : 'Inactive' })).toBeVisible();
    const level = first.quantity === 0 ? 'out of stock' : first.quantity <= 20 ? 'low stock' : 'in stock';
    await expect(within(row).getByText(`(${level})`, { exact: false })).toBeInTheDocument();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const target = seed()[7] as Product;
    const expected = seed().filter((product) => product.name === target.name);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), target.name);
    await waitFor(() => expect(dataRows(element)).toHaveLength(Math.min(expected.length, 10)));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'zzzz-nothing');
    await expect(await canvas.findByText('No products match the search or filters.')).toBeVisible();
  },
};

export const FilterByPriceAndActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const expensive = seed().filter((product) => product.priceTaxIncl > 300);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('combobox', { name: 'Price filter operator' })).toHaveValue('greaterThan');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Price filter value' }), '300');
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${expensive.length}$`))).toBeVisible());
    const inactive = expensive.filter((product) => !product.active);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Active filter value' }), 'Inactive');
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${inactive.length}$`))).toBeVisible());
    for (const row of dataRows(element))
      await expect(within(row).getByRole('img', { name: 'Inactive' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText(new RegExp(`of ${seed().length}$`))).toBeVisible();
  },
};

export const SortByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    const sorted = seed()
      .map((product) => product.name)
      .sort((a, b) => a.localeCompare(b));
    await waitFor(() => expect(names(element)).toEqual(sorted.slice(0, 10)));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const RemoveSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const count = seed().length;
    const [first, second] = dataRows(element) as [HTMLElement, HTMLElement];
    const firstId = (seed()[0] as Product).id;
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove 2 products?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('2 products removed')).toBeVisible();
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${count - 2}$`))).toBeVisible());
    // The server removed them too.
    await waitFor(() => expect(seed().some((product) => product.id === firstId)).toBe(false));
  },
};

export const RemoveRefusedRollsBack: Story = refusedChangeStory({
  path: eCommercePaths.removeProducts,
  snackbar: 'Could not remove the products',
  ready: waitForRows,
  read: (canvasElement) => names(within(canvasElement).getByRole('table', { name: 'Products' })),
  act: async (canvasElement) => {
    const element = within(canvasElement).getByRole('table', { name: 'Products' });
    await userEvent.click(within(dataRows(element)[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove selected' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove 1 product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  },
});

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(eCommercePaths.products)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no products!', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add new product' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(eCommercePaths.products)),
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await expect(element).toHaveAttribute('aria-busy', 'true');
    await expect(await within(element).findByText('Loading rows…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(eCommercePaths.products, 'The shop is closed')),
    i18n: { apiText: ['The shop is closed'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The shop is closed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * 10,000 products (the handler answers copies of the seed's): the list stays usable. How fast a filter
 * keystroke and a sort are is measured by `npm run bench:e-commerce`, not here.
 */
export const TenThousandProducts: Story = {
  parameters: {
    ...withHandlers(http.get(eCommercePaths.products, () => HttpResponse.json(manyProducts(seed())))),
    // The handler's generated names ('… 9999') are the server's data, not the screen's text.
    i18n: { apiText: manyProducts(seed()).map((product) => product.name) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await expect(canvas.getByText(/of 10,000$/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), ' 9999');
    // The pager's range reads '1–1 of 1' (its page count, 'Page 1 of 1', says the same in other words).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="range"]')).toHaveTextContent(/of 1$/),
    );
  },
};

/** The dark theme, the rows loaded: axe checks their contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await waitFor(() => expect(dataRows(element).length).toBeGreaterThan(0));
  },
};

/** Issue 30, item 11: the last match removed, the footer says "No products", not "0–0 of 0 · Page 0 of 0". */
export const LastMatchRemovedSaysNoProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const target = seed()[3] as Product;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), target.name);
    const matches = seed().filter((product) => product.name === target.name).length;
    await waitFor(() => expect(dataRows(element)).toHaveLength(Math.min(matches, 10)));
    for (const row of dataRows(element)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('No products', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByText(/Page 0 of 0/)).toBeNull();
    await expect(canvas.queryByText(/0–0/)).toBeNull();
  },
};
