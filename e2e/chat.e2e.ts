import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('chat: open from the navigation, send a message, and it survives a reload', async ({ page }) => {
  await openTemplateApp(page, 'Chat', /\/apps\/chat$/);
  const chats = page.getByRole('navigation', { name: 'Chats' });
  await chats.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apps\/chat\/.+/);
  const conversation = page.getByRole('region', { name: /^Conversation with / });
  const log = conversation.getByRole('log');
  await expect(log.getByRole('listitem').first()).toBeVisible();

  const text = `E2E hello ${Date.now()}`;
  await conversation.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.keyboard.press('Enter');
  await expect(log.getByText(text)).toBeVisible();
  await expect(conversation.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Conversation with / })
      .getByRole('log')
      .getByText(text),
  ).toBeVisible();
});
