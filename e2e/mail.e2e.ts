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
  await page.getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Trash' }).click();
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

test('mail: compose and send a message, find it in Sent, and it is still there after a reload', async ({
  page,
}) => {
  await openTemplateApp(page, 'Mail', /\/apps\/mail\/inbox$/);
  const subject = `Agenda ${Date.now()}`;

  const compose = page.getByRole('button', { name: 'Compose' });
  await compose.click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter at least one recipient')).toBeVisible();

  await dialog.getByLabel(/^To/).fill('ana@example.com, bo@example');
  await dialog.getByLabel(/^Subject/).fill(subject);
  await dialog.getByLabel(/^Message/).fill('See you at ten.\n\n<script>alert("x")</script>');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email: bo@example')).toBeVisible();
  await dialog.getByLabel(/^To/).fill('ana@example.com, bo@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(compose).toBeFocused();

  await page.getByRole('link', { name: 'Sent', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/mail\/sent$/);
  const sent = page.getByTestId('mail-row').filter({ hasText: subject });
  await expect(sent).toHaveCount(1);

  await page.reload();
  await expect(sent).toHaveCount(1);
  await sent.getByRole('link').first().click();
  const pane = page.getByRole('region', { name: 'Reading pane' });
  await expect(pane.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(pane.getByText('to ana@example.com, bo@example.com')).toBeVisible();
  // Typed text is stored escaped: the tag shows as text and nothing runs.
  await expect(pane.getByTestId('mail-message')).toContainText('<script>alert("x")</script>');
  await expect(pane.getByTestId('mail-message').locator('script')).toHaveCount(0);
});
