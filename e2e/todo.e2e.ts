import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

test('to-do: open from the navigation, add a task at the top, and it survives a reload', async ({ page }) => {
  await openTemplateApp(page, 'To-do', /\/apps\/todo\/all$/);

  const title = `E2E task ${Date.now()}`;
  await page.getByRole('textbox', { name: 'New task' }).fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  await expect(page.getByTestId('todo-row').first()).toContainText(title);

  await page.reload();
  await expect(page.getByTestId('todo-row').first()).toContainText(title);
});
