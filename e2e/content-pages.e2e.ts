/** The content template pages' interactive checks (issue 21): invoice print, pricing switch, FAQ search, KB dialog. */
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('invoice: printing shows the invoice alone', async ({ page }) => {
  await signIn(page, 'host', '/pages/invoices/modern');
  await expect(page).toHaveURL(/\/pages\/invoices\/modern$/);
  const invoice = page.getByRole('article', { name: /^Invoice / });
  const print = page.getByRole('button', { name: 'Print' });
  // The first page after signing in loads the template modules, the screen and its catalogue: a loaded machine takes a while.
  await expect(invoice.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(print).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // A4's printable area at 96 px per inch (210 × 297 mm less the 12 mm margins of the page's @page rule).
  const a4 = { width: Math.floor((186 / 25.4) * 96), height: Math.floor((273 / 25.4) * 96) };
  await page.setViewportSize(a4);
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
  await expect(invoice.getByRole('region', { name: 'Bill to' })).toBeVisible();
  await expect(print).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Modern invoice' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  // One A4 page: the invoice fits the printable area.
  const box = await invoice.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(a4.height);
  expect(box?.width).toBeLessThanOrEqual(a4.width);
});

test('pricing: the yearly switch changes every price', async ({ page }) => {
  await signIn(page, 'host', '/pages/pricing/style-1');
  const prices = page.getByTestId('plan-price');
  await expect(prices.first()).toBeVisible({ timeout: 30_000 });
  await expect(prices).toHaveText([/US\$9\s*per month/, /US\$29\s*per month/, /US\$79\s*per month/]);
  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await expect(prices).toHaveText([/US\$90\s*per year/, /US\$290\s*per year/, /US\$790\s*per year/]);
});

test('faq (public: a signed-out visitor reads it): typing filters the questions and marks the matches', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  const questions = page.getByRole('main').getByRole('heading', { level: 2 });
  const count = page.getByTestId('faq-count');
  await expect(count).toHaveText(/^\d+ questions$/, { timeout: 30_000 });
  const all = Number.parseInt((await count.textContent()) ?? '', 10);
  await expect(questions).toHaveCount(all);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('browser');
  await expect(count).toHaveText(/matching question/);
  const shown = await questions.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/^browser$/i);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('xylophone');
  await expect(page.getByRole('heading', { name: 'No matching question' })).toBeVisible();
});

test('knowledge base: an article opens in a dialog and closing it returns the focus', async ({ page }) => {
  await page.goto('/pages/knowledge-base'); // public: no sign-in
  const itemSupport = page.getByRole('region', { name: 'Item Support' });
  await expect(itemSupport.getByText('24 articles')).toBeVisible({ timeout: 30_000 });
  const opener = itemSupport.getByRole('button', { name: 'What is Item Support?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'What is Item Support?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
