import { getDbSnapshot } from '@chorus/mock-handlers';
import { eCommercePaths, type Order } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetECommerceStore } from '../../e-commerce.store';
import OrdersScreen from './OrdersScreen';

const seed = () => (getDbSnapshot().stores['e-commerce'] as { orders: Order[] }).orders;

const meta = {
  title: 'Apps/E-commerce/OrdersScreen',
  component: OrdersScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
    resetECommerceStore();
  },
  decorators: [withAppProviders({ path: '/apps/e-commerce/orders', route: '/apps/e-commerce/orders' })],
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Orders' }, { timeout: 15_000 });
const dataRows = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const waitForRows = async (canvasElement: HTMLElement) => {
  const element = await table(canvasElement);
  await waitFor(() => expect(dataRows(element).length).toBe(10));
  return element;
};

export const AllOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`of ${seed().length}$`))).toBeVisible();
    // Newest first: the seed's first order, with its current status named as §9 names it.
    const first = seed()[0] as Order;
    const [row] = dataRows(element) as [HTMLElement];
    await expect(within(row).getByText(first.reference)).toBeVisible();
    await expect(
      within(row).getByText(`${first.customer.firstName} ${first.customer.lastName}`),
    ).toBeVisible();
    await expect(within(row).getByText(first.status[0]?.name ?? '')).toBeVisible();
    await expect(within(row).getByText(first.payment.method)).toBeVisible();
  },
};

export const SearchAndFilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const target = seed()[5] as Order;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), target.reference);
    await waitFor(() => expect(dataRows(element)).toHaveLength(1));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search orders' }));
    const delivered = seed().filter((order) => order.status[0]?.name === 'Delivered');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Status filter operator' }),
      'matches',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Status filter value' }), 'delivered');
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${delivered.length}$`))).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(eCommercePaths.orders)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no orders!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(eCommercePaths.orders)),
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await expect(element).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(eCommercePaths.orders, 'The shop is closed')),
    i18n: { apiText: ['The shop is closed'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The shop is closed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The dark theme, the rows loaded: axe checks their contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
  },
};

/** In Spanish: a payment method is a UI string, named by the page's catalogue, not the API's English. */
export const SpanishPaymentMethods: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const element = await within(canvasElement).findByRole('table', { name: 'Pedidos' }, { timeout: 15_000 });
    await waitFor(() => expect(dataRows(element).length).toBe(10));
    const spanish: Record<string, string> = {
      'Credit Card': 'Tarjeta de crédito',
      Check: 'Cheque',
      PayPal: 'PayPal',
      'Bank-wire': 'Transferencia bancaria',
    };
    const methods = new Set<string>();
    for (const row of dataRows(element)) {
      const order = seed().find((entry) => row.textContent?.includes(entry.reference)) as Order;
      methods.add(order.payment.method);
      await expect(within(row).getByText(spanish[order.payment.method] ?? '—')).toBeVisible();
    }
    // The first page shows more than the one brand name, so the check is not only about 'PayPal'.
    await expect([...methods].filter((method) => method !== 'PayPal').length).toBeGreaterThan(0);
  },
};
