import { getDbSnapshot } from '@chorus/mock-handlers';
import { eCommercePaths, type Order } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers, withAppProviders, withHandlers } from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import OrderScreen from './OrderScreen';

const seed = () => (getDbSnapshot().stores['e-commerce'] as { orders: Order[] }).orders;
const ORDER = 'order-005';

const STATE_NAMES = [
  'Awaiting check payment',
  'Payment accepted',
  'Preparing the order',
  'Shipped',
  'Delivered',
  'Canceled',
  'Refunded',
  'Payment error',
  'On pre-order (paid)',
  'Awaiting bank wire payment',
  'Awaiting PayPal payment',
  'Remote payment accepted',
  'On pre-order (not paid)',
  'Awaiting Cash-on-delivery payment',
];
const COLORS = [
  'blue',
  'green',
  'orange',
  'purple',
  'green',
  'pink',
  'red',
  'red',
  'purple',
  'blue',
  'blue',
  'green',
  'purple',
  'blue',
];

const meta = {
  title: 'Apps/E-commerce/OrderScreen',
  component: OrderScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [
    withAppProviders({ path: '/apps/e-commerce/orders/:orderId', route: `/apps/e-commerce/orders/${ORDER}` }),
  ],
} satisfies Meta<typeof OrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = () => seed().find((entry) => entry.id === ORDER) as Order;

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { customer, reference, payment } = order();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Order ${reference}` }, { timeout: 15_000 }),
    ).toBeVisible();
    const customerSection = canvas.getByRole('region', { name: 'Customer' });
    await expect(within(customerSection).getByText(customer.email)).toBeVisible();
    await expect(within(customerSection).getByText(customer.phone)).toBeVisible();
    await expect(within(customerSection).getAllByText(customer.invoiceAddress.address)[0]).toBeVisible();
    const history = within(canvas.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
    await expect(history).toHaveLength(order().status.length);
    await expect(
      within(canvas.getByRole('region', { name: 'Payment' })).getByText(payment.method),
    ).toBeVisible();
  },
};

/** Every one of the 14 states, named exactly as §9 names them (an order walked through all of them). */
export const AllFourteenStates: Story = {
  parameters: withHandlers(
    http.get(eCommercePaths.order, () => {
      const base = order();
      return HttpResponse.json({
        ...base,
        status: STATE_NAMES.map((name, index) => ({
          id: index + 1,
          name,
          color: COLORS[index],
          date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        })),
      });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Order status' }, { timeout: 10000 });
    const items = within(section).getAllByRole('listitem');
    await expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(STATE_NAMES);
  },
};

export const ProductsAndInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { products, reference } = order();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Products' }, { timeout: 15_000 }));
    const lines = within(canvas.getByRole('table', { name: 'Products of the order' }));
    for (const line of products) await expect(lines.getByText(line.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Invoice' }));
    const invoice = canvas.getByRole('article', { name: 'Invoice' });
    await expect(within(invoice).getByText(`Reference ${reference}`)).toBeVisible();
    await expect(within(invoice).getByRole('table', { name: 'Invoiced products' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/apps/e-commerce/orders/no-such-order' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order not found', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(eCommercePaths.order)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the order…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(eCommercePaths.order, 'The shop is closed')),
    i18n: { apiText: ['The shop is closed'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The shop is closed');
  },
};

/** The dark theme, the order loaded: axe checks its contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: `Order ${order().reference}` },
      { timeout: 15_000 },
    );
  },
};

/** In Arabic: the order's payment method is named by the page's catalogue, not the API's English. */
export const ArabicPaymentMethod: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const arabic: Record<string, string> = {
      'Credit Card': 'بطاقة ائتمان',
      Check: 'شيك',
      PayPal: 'PayPal',
      'Bank-wire': 'تحويل بنكي',
    };
    const payment = within(
      await within(canvasElement).findByRole('region', { name: 'الدفع' }, { timeout: 15_000 }),
    );
    const { method } = order().payment;
    await expect(method).not.toBe('PayPal');
    await expect(payment.getByText(arabic[method] ?? '—')).toBeVisible();
  },
};
