import { expect, test } from '@playwright/test';

test('notes: open from the navigation, create a note, and it survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('host@chorus.dev');
  await page.locator('input[name=password]').fill('chorus-host');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);

  const nav = page.getByRole('navigation').first();
  const notesLink = nav.getByRole('link', { name: 'Notes', exact: true });
  if (!(await notesLink.isVisible())) await nav.getByRole('button', { name: /Templates/ }).click();
  await notesLink.click();
  await expect(page).toHaveURL(/\/apps\/notes$/);

  const title = `E2E note ${Date.now()}`;
  await page.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: `Edit note ${title}` })).toBeVisible();

  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('button', { name: `Edit note ${title}` })).toBeVisible();
});
