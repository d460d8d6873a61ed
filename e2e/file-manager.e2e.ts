import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

// Sign-in, a folder, the details, a reload: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('file manager: a file’s Offline switch is saved and kept after a reload, in its folder', async ({
  page,
}) => {
  await openTemplateApp(page, 'File Manager', /\/apps\/file-manager$/);
  await page
    .getByRole('table', { name: 'Files in My Files' })
    .getByRole('row', { name: /Documents/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/file-manager\/folder-documents$/);
  const table = page.getByRole('table', { name: 'Files in Documents' });
  // The first file of the folder (its rows are sorted by name, the Drafts folder among them).
  const fileRow = table
    .getByRole('row')
    .filter({ hasText: /\.(docx|xlsx)/ })
    .first();
  const name = (await fileRow.getByRole('cell').first().innerText()).trim();
  await fileRow.click();
  const details = page.getByRole('complementary', { name: `Details of ${name}` });
  const offline = details.getByRole('switch', { name: 'Offline' });
  const before = (await offline.getAttribute('aria-checked')) === 'true';
  await offline.click();
  await expect(offline).toHaveAttribute('aria-checked', String(!before));

  await page.reload();
  // The folder is in the address; the details open again on the same file, its switch as it was left.
  await table.getByRole('row').filter({ hasText: name }).click();
  await expect(details.getByRole('switch', { name: 'Offline' })).toHaveAttribute(
    'aria-checked',
    String(!before),
  );
  await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'My Files' }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
});
