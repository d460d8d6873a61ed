import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../../../lib/storybook';
import PricingScreen from './PricingScreen';

const meta = {
  title: 'Apps/Content pages/PricingScreen',
  component: PricingScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withAppProviders({
      path: ['/pages/pricing/style-1', '/pages/pricing/style-2', '/pages/pricing/style-3'],
      route: '/pages/pricing/style-1',
    }),
  ],
} satisfies Meta<typeof PricingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const prices = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('plan-price')
    .map((price) => price.textContent);

/** The switch bills yearly: every price becomes the year's (ten months), and back. */
async function switchesBilling(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(prices(canvasElement)).toEqual(['US$9per month', 'US$29per month', 'US$79per month']);
  await userEvent.click(canvas.getByRole('switch', { name: 'Bill yearly' }));
  await waitFor(() =>
    expect(prices(canvasElement)).toEqual(['US$90per year', 'US$290per year', 'US$790per year']),
  );
  await userEvent.click(canvas.getByRole('switch', { name: 'Bill yearly' }));
  await waitFor(() => expect(prices(canvasElement)).toContain('US$29per month'));
}

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('region', { name: /^Team/ });
    await expect(within(team).getByText('Most popular')).toBeVisible();
    await expect(within(team).getByRole('list', { name: 'What Team includes' })).toHaveTextContent(
      'Up to 50 attendees per meeting',
    );
    await switchesBilling(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Team' }));
    await expect(
      await within(document.body).findByText('This is a template page: no plan was ordered.'),
    ).toBeVisible();
  },
};

export const Rows: Story = {
  parameters: { route: '/pages/pricing/style-2' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('region', { name: /Starter|Team|Enterprise/ }),
    ).toHaveLength(3);
    await switchesBilling(canvasElement);
  },
};

export const Comparison: Story = {
  parameters: { route: '/pages/pricing/style-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Compare the plans' });
    const sso = within(table).getByRole('row', { name: /Single sign-on/ });
    await expect(within(sso).getAllByRole('img', { name: 'Included' })).toHaveLength(1);
    await expect(within(sso).getAllByRole('img', { name: 'Not included' })).toHaveLength(2);
    await switchesBilling(canvasElement);
  },
};

/** The FAQ block: the kit's Accordion, one answer open at a time. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = canvas.getByRole('region', { name: 'Frequently asked questions' });
    await userEvent.click(within(faq).getByRole('button', { name: 'What does yearly billing save?' }));
    await expect(await within(faq).findByText(/two months are free/)).toBeVisible();
  },
};

export const Dark: Story = { ...Cards, globals: { theme: 'defaultDark' } };
export const ComparisonDark: Story = { ...Comparison, globals: { theme: 'defaultDark' } };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  parameters: { route: '/pages/pricing/style-3' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const SmallScreenRows: Story = {
  ...SmallScreen,
  parameters: { route: '/pages/pricing/style-2' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'الفوترة السنوية' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
