import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('calendar: open from the navigation, add an event on a day with the keyboard, and it survives a reload', async ({
  page,
}) => {
  await openTemplateApp(page, 'Calendar', /\/apps\/calendar$/);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();

  const title = `E2E event ${Date.now()}`;
  await grid.locator('[aria-current="date"]').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${title} added`)).toBeVisible();
  const today = grid.locator('[aria-current="date"]');
  await expect(today.getByRole('button', { name: `${title}, all day` })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('grid')
      .locator('[aria-current="date"]')
      .getByRole('button', { name: `${title}, all day` }),
  ).toBeVisible();
});
