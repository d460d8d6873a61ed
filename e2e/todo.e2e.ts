import { expect, test } from '@playwright/test';

test('to-do: open from the navigation, add a task at the top, and it survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('host@chorus.dev');
  await page.locator('input[name=password]').fill('chorus-host');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);

  const nav = page.getByRole('navigation').first();
  const todoLink = nav.getByRole('link', { name: 'To-do', exact: true });
  if (!(await todoLink.isVisible())) await nav.getByRole('button', { name: /Templates/ }).click();
  await todoLink.click();
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);

  const title = `E2E task ${Date.now()}`;
  await page.getByRole('textbox', { name: 'New task' }).fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  await expect(page.getByTestId('todo-row').first()).toContainText(title);

  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByTestId('todo-row').first()).toContainText(title);
});
