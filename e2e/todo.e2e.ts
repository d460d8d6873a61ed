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

test('to-do: reorder a task with the keyboard, and the order survives a reload', async ({ page }) => {
  await openTemplateApp(page, 'To-do', /\/apps\/todo\/all$/);
  const rows = page.getByTestId('todo-row');
  // Task ids from the rows' links (titles repeat in the seed).
  const firstIds = async (count: number) =>
    (await rows.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      .slice(0, count)
      .map((href) => href.split('/').at(-1));
  await expect(rows.first()).toBeVisible();
  const [a, b, c] = await firstIds(3);

  await rows
    .first()
    .getByRole('button', { name: /^Reorder “/ })
    .focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up .+, at position 1 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Moved .+ to position 2 of \d+\.$/)).toBeAttached();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/todo-app/reorder-todos'));
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => firstIds(3)).toEqual([b, a, c]);

  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => firstIds(3)).toEqual([b, a, c]);
});
