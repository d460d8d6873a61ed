/** The content template pages' interactive checks (issue 21): invoice print, pricing switch, FAQ search, KB dialog. */
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('invoice: printing shows the invoice alone', async ({ page }) => {
  await signIn(page, 'host', '/pages/invoices/modern');
  await expect(page).toHaveURL(/\/pages\/invoices\/modern$/);
  const invoice = page.getByRole('article', { name: /^Invoice / });
  const print = page.getByRole('button', { name: 'Print' });
  await expect(invoice.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
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
