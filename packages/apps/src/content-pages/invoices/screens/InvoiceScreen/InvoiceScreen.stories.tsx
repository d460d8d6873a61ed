import { type Invoice, invoicesPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../../lib/storybook';
import { signInForStory } from '../../../../lib/storyAuth';
import { DEFAULT_INVOICE, invoicesApi } from '../../invoices.api';
import InvoiceScreen from './InvoiceScreen';

const meta = {
  title: 'Apps/Content pages/InvoiceScreen',
  component: InvoiceScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [
    withAppProviders({
      path: ['/pages/invoices/modern', '/pages/invoices/compact'],
      route: '/pages/invoices/modern',
    }),
  ],
} satisfies Meta<typeof InvoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const invoice = (canvasElement: HTMLElement, number: string) =>
  within(canvasElement).findByRole('article', { name: `Invoice ${number}` }, { timeout: 15_000 });

/** The story tests run in en-GB: US dollars read 'US$1,250.00'. */
const usd = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(value);

/** The served invoice's parties, services and totals, money in US dollars in the active locale. */
async function showsInvoice(canvasElement: HTMLElement, served: Invoice) {
  const article = within(await invoice(canvasElement, served.number));
  await expect(article.getByRole('region', { name: 'From' })).toHaveTextContent(served.from.title);
  await expect(article.getByRole('region', { name: 'Bill to' })).toHaveTextContent(served.client.email);
  const rows = article.getAllByRole('row');
  for (const service of served.services) {
    const row = rows.find((candidate) => candidate.textContent?.includes(service.title)) as HTMLElement;
    await expect(row).toHaveTextContent(usd(service.total));
  }
  const total = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Total' }));
  await expect(total).toHaveTextContent(usd(served.total));
  await expect(within(canvasElement).getByRole('button', { name: 'Print' })).toBeVisible();
}

export const Modern: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Modern invoice' }),
    ).toBeVisible();
    await showsInvoice(canvasElement, await invoicesApi.invoice(DEFAULT_INVOICE.modern));
  },
};

export const Compact: Story = {
  parameters: { route: '/pages/invoices/compact' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Compact invoice' }),
    ).toBeVisible();
    await showsInvoice(canvasElement, await invoicesApi.invoice(DEFAULT_INVOICE.compact));
  },
};

/** Another invoice by its id in the URL. */
export const ById: Story = {
  parameters: { route: '/pages/invoices/modern?id=INV-2001' },
  play: async ({ canvasElement }) => {
    await showsInvoice(canvasElement, await invoicesApi.invoice('INV-2001'));
  },
};

/** An unknown id: "not found", no Print button, and the way to the page's sample invoice. */
export const NotFound: Story = {
  parameters: { route: '/pages/invoices/compact?id=NO-SUCH-INVOICE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No invoice with this number', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Show the sample invoice' }));
    const served = await invoicesApi.invoice(DEFAULT_INVOICE.compact);
    await expect(await invoice(canvasElement, served.number)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(invoicesPaths.getInvoice)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the invoice…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** The endpoint knows no such invoice (404): "not found" instead of an empty frame. */
export const Empty: Story = {
  parameters: withHandlers(
    http.get(invoicesPaths.getInvoice, () =>
      HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Invoice not found' } }, { status: 404 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No invoice with this number', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(invoicesPaths.getInvoice, 'The billing service is down')),
    i18n: { apiText: ['The billing service is down'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the invoice: The billing service is down');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = { ...Modern, globals: { theme: 'defaultDark' } };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const served = await invoicesApi.invoice(DEFAULT_INVOICE.modern);
    await invoice(canvasElement, served.number);
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'فاتورة حديثة' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'طباعة' }, { timeout: 15_000 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
