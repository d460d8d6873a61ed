import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('contacts: open from the navigation, add a contact, and it survives a reload', async ({ page }) => {
  await openTemplateApp(page, 'Contacts', /\/apps\/contacts\/all$/);
  await expect(page.getByRole('table', { name: 'Contacts' })).toBeVisible();

  const lastName = `E2e${Date.now()}`;
  await page.getByRole('button', { name: 'Add contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel(/^First name/).fill('Robin');
  await dialog.getByLabel(/^Last name/).fill(lastName);
  await dialog.getByLabel(/^Email/).fill('robin@chorus.dev');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Robin added')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill(lastName);
  await expect(
    page.getByRole('table', { name: 'Contacts' }).getByText(`Robin ${lastName}`, { exact: true }),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(lastName);
  await expect(
    page.getByRole('table', { name: 'Contacts' }).getByText(`Robin ${lastName}`, { exact: true }),
  ).toBeVisible();
});
