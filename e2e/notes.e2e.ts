import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('notes: open from the navigation, create a note, and it survives a reload', async ({ page }) => {
  await openTemplateApp(page, 'Notes', /\/apps\/notes$/);

  const title = `E2E note ${Date.now()}`;
  await page.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  // The server has it (the mock API saves its changes when the page goes away).
  await expect(page.getByText('Note created')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
});
