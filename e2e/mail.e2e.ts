import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('mail: open from the navigation, move a mail to the trash, and the move survives a reload', async ({
  page,
}) => {
  await openTemplateApp(page, 'Mail', /\/apps\/mail\/inbox$/);

  const rows = page.getByTestId('mail-row');
  await expect(rows.first()).toBeVisible();
  const href = (await rows.first().getByRole('link').first().getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  expect(id).not.toBe('');

  await rows.first().getByRole('checkbox').check();
  await page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Trash' });
  await expect(page.getByText('Moved 1 mail to Trash')).toBeVisible();
  await expect(page.locator(`a[href$="/inbox/${id}"]`)).toHaveCount(0);

  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(`a[href$="/inbox/${id}"]`)).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.locator(`a[href$="/trash/${id}"]`)).toBeVisible();
});

test('mail: the navigation badge shows the unread mails of the inbox and drops when one is read', async ({
  page,
}) => {
  await openTemplateApp(page, 'Mail', /\/apps\/mail\/inbox$/);
  const link = page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /^Mail \d+ unread$/ });
  await expect(link).toBeVisible();
  const unread = Number((await link.ariaSnapshot()).match(/Mail (\d+) unread/)?.[1]);
  expect(unread).toBeGreaterThan(0);

  // Opening an unread mail reads it.
  await page.locator('[data-testid="mail-row"][data-unread]').first().getByRole('link').first().click();
  await expect(
    page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: `Mail ${unread - 1} unread` }),
  ).toBeVisible();
});
