import { getDbSnapshot } from '@chorus/mock-handlers';
import { eCommercePaths, type Product } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverAnswers, refuses, withAppProviders, withHandlers, failsWith } from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import ProductScreen from './ProductScreen';

const products = () => (getDbSnapshot().stores['e-commerce'] as { products: Product[] }).products;
const stored = (id: string) => products().find((product) => product.id === id);
// The seed's first product (ids are stable).
const FIRST = 'product-001';

const meta = {
  title: 'Apps/E-commerce/ProductScreen',
  component: ProductScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [
    withAppProviders({
      path: ['/apps/e-commerce/products/new', '/apps/e-commerce/products/:productId/:handle?'],
      route: `/apps/e-commerce/products/${FIRST}`,
    }),
  ],
} satisfies Meta<typeof ProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const name = await canvas.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 });
  return { canvas, name, save: canvas.getByRole('button', { name: 'Save' }) };
};

export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, save } = await ready(canvasElement);
    const before = stored(FIRST) as Product;
    await expect(name).toHaveValue(before.name);
    await expect(canvas.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
    // Nothing changed yet: nothing to save.
    await expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed lamp');
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Inventory' }));
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    await userEvent.click(save);
    await expect(await body().findByText('Product saved', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(stored(FIRST)).toMatchObject({ name: 'Renamed lamp', quantity: 7 }));
    // The saved version is the form's new start: nothing left to save.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled(), {
      timeout: 15_000,
    });
  },
};

export const PricingBothWays: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pricing' }));
    const excl = canvas.getByRole('spinbutton', { name: 'Tax excluded price' });
    const rate = canvas.getByRole('spinbutton', { name: 'Tax rate (%)' });
    const incl = canvas.getByRole('spinbutton', { name: 'Tax included price' });
    await expect(rate).toHaveValue(10);
    await userEvent.clear(excl);
    await userEvent.type(excl, '100');
    await expect(incl).toHaveValue(110);
    await userEvent.clear(incl);
    await userEvent.type(incl, '55');
    await expect(excl).toHaveValue(50);
    await userEvent.clear(rate);
    await userEvent.type(rate, '20');
    await expect(incl).toHaveValue(60);
  },
};

export const NewProduct: Story = {
  parameters: { route: '/apps/e-commerce/products/new' },
  play: async ({ canvasElement }) => {
    const { canvas, name, save } = await ready(canvasElement);
    const count = products().length;
    await expect(canvas.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expect(name).toHaveValue('');
    await expect((canvas.getByRole('textbox', { name: 'Handle' }) as HTMLInputElement).value).toMatch(
      /^product-/,
    );
    // A change elsewhere enables Save; the missing name sends the user back to Basic info.
    await userEvent.click(canvas.getByRole('tab', { name: 'Inventory' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'CH-NEW-1');
    await userEvent.click(save);
    await expect(await canvas.findByText('Enter a product name', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Quiet Timer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Categories' }), 'Office{Enter}');
    await expect(canvas.getByText('Office')).toBeVisible();
    await userEvent.click(save);
    await expect(await body().findByText('Product saved', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(products()).toHaveLength(count + 1));
    await expect(products().at(-1)).toMatchObject({
      name: 'Quiet Timer',
      sku: 'CH-NEW-1',
      categories: ['Office'],
    });
  },
};

export const UnsavedChangesWarn: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name } = await ready(canvasElement);
    await userEvent.type(name, ' edited');
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    // The dialog opens on Stay (the safe answer): Enter keeps the page.
    const dialog = await body().findByRole('dialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      `${(stored(FIRST) as Product).name} edited`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    const again = await body().findByRole('dialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    // Gone to the list's route (here it shows a new product's form).
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  },
};

export const SaveRefusedKeepsTheForm: Story = {
  parameters: withHandlers(refuses(eCommercePaths.saveProduct)),
  play: async ({ canvasElement }) => {
    const { name, save } = await ready(canvasElement);
    const before = (stored(FIRST) as Product).name;
    await userEvent.clear(name);
    await userEvent.type(name, 'Never stored');
    await userEvent.click(save);
    await expect(
      await body().findByText('Could not save the product: Refused by the server', { exact: false }),
    ).toBeVisible();
    await expect(canvasElement.contains(name)).toBe(true);
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toHaveValue('Never stored');
    // The snackbar may show a moment before the button leaves its 'Saving…' state.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeEnabled(), {
      timeout: 15_000,
    });
    await expect(save).toBeEnabled();
    await expect((stored(FIRST) as Product).name).toBe(before);
  },
};

export const NotFound: Story = {
  parameters: { route: '/apps/e-commerce/products/no-such-product' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Product not found', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the products' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(eCommercePaths.product)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the product…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(eCommercePaths.product, 'The shop is closed')),
    i18n: { apiText: ['The shop is closed'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The shop is closed');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The dark theme, the form loaded: axe checks its contrast in it. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** Issue 30, item 11: the tab strip scrolls sideways only; no stray vertical scrollbar (at 1280 px, or any). */
export const TabStripHasNoVerticalScrollbar: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement);
    const strip = canvas.getByRole('tablist', { name: 'Product sections' });
    await expect(strip.scrollHeight).toBeLessThanOrEqual(strip.clientHeight);
  },
};

/** A smooth photo-like picture, larger than the contracts take as it is (a PNG of several hundred KB). */
async function largePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1600;
  canvas.height = 1200;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 1600, 1200);
  gradient.addColorStop(0, '#2a6f97');
  gradient.addColorStop(1, '#f4a261');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 1600, 1200);
  // Grain, as a camera gives: it keeps the PNG from compressing to nothing.
  for (let index = 0; index < 40_000; index += 1) {
    context.fillStyle = `rgba(255,255,255,${(index % 7) / 20})`;
    context.fillRect((index * 7919) % 1600, (index * 104_729) % 1200, 2, 2);
  }
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((value) => resolve(value as Blob), 'image/png'),
  );
  return new File([blob], 'holiday.png', { type: 'image/png' });
}

/** Issue 30, item 11: a styled, named button opens the file picker; an ordinary (large) photo is made smaller and kept. */
export const AddALargePhoto: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, save } = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Product images' }));
    const before = canvasElement.querySelectorAll('img').length;
    const storedBefore = (stored(FIRST) as Product).images.length;
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // No native "Choose File" on screen: the input is hidden, the button opens it.
    await expect(input).not.toBeVisible();
    const button = canvas.getByRole('button', { name: 'Add an image' });
    await expect(button).toHaveAccessibleDescription('A picture file. A large photo is made smaller to fit.');
    let opened = false;
    input.addEventListener(
      'click',
      (event) => {
        opened = true;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(button);
    await expect(opened).toBe(true);
    const photo = await largePhoto();
    await expect(photo.size).toBeGreaterThan(70_000);
    await userEvent.upload(input, photo);
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(before + 1), {
      timeout: 15_000,
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(save);
    await expect(await body().findByText('Product saved', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect((stored(FIRST) as Product).images).toHaveLength(storedBefore + 1));
    const added = (stored(FIRST) as Product).images.at(-1)?.url ?? '';
    await expect(added).toMatch(/^data:image\/jpeg;base64,/);
    await expect(added.length).toBeLessThanOrEqual(100_000);
  },
};

/** Issue 30, item 11: an empty new product's Save is not a silent dead button: it says what is missing. */
export const EmptyNewProductSaysWhatIsMissing: Story = {
  parameters: { route: '/apps/e-commerce/products/new' },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await ready(canvasElement);
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipping' }));
    await userEvent.click(save);
    await expect(await canvas.findByText('Enter a product name', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** An existing product, unchanged: Save is disabled and says why. */
export const UnchangedSaysWhy: Story = {
  play: async ({ canvasElement }) => {
    const { save } = await ready(canvasElement);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('No changes to save');
  },
};
