import { expect, type Locator, type Page, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

/** The card names of a list, as shown. */
const namesIn = (list: Locator) =>
  list
    .getByTestId('scrumboard-card')
    .getByRole('button', { name: /^Open card / })
    .allTextContents();
const listNamed = (page: Page, name: string) =>
  page
    .getByTestId('scrumboard-list')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('scrumboard: a card moves between lists by mouse and by keyboard, and both moves survive a reload', async ({
  page,
}) => {
  await openTemplateApp(page, 'Scrumboard', /\/apps\/scrumboard\/boards$/);
  // A board of its own, so the seed's boards stay as they were for other tests.
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards\/[^/]+\/untitled-board$/);
  for (const name of ['Todo', 'Doing']) {
    if (name === 'Todo') await page.getByRole('button', { name: 'Add a list' }).click();
    await page.getByRole('textbox', { name: 'New list name' }).fill(name);
    await page.getByRole('button', { name: 'Add list' }).click();
    await expect(listNamed(page, name)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  const todo = listNamed(page, 'Todo');
  const doing = listNamed(page, 'Doing');
  await todo.getByRole('button', { name: 'Add a card' }).click();
  for (const name of ['Fix login', 'Write docs']) {
    await todo.getByRole('textbox', { name: 'New card title' }).fill(name);
    await todo.getByRole('button', { name: 'Add card' }).click();
    await expect(todo.getByRole('button', { name: `Open card “${name}”` })).toBeVisible();
  }
  await doing.getByRole('button', { name: 'Add a card' }).click();
  await doing.getByRole('textbox', { name: 'New card title' }).fill('Review');
  await doing.getByRole('button', { name: 'Add card' }).click();
  await expect(doing.getByRole('button', { name: 'Open card “Review”' })).toBeVisible();

  // By mouse: "Write docs" onto the list Doing.
  const handle = todo.getByRole('button', { name: 'Move card “Write docs”' });
  const box = (await handle.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  // Dropped low on the list (below its cards): it goes to the end.
  const target = (await doing.boundingBox()) ?? box;
  let saved = page.waitForResponse((response) => response.url().endsWith('/api/scrumboard-app/card/order'));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height - 8, { steps: 10 });
  await expect(doing.getByRole('button', { name: 'Open card “Write docs”' })).toBeVisible();
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => namesIn(doing)).toEqual(['Review', 'Write docs']);

  // By keyboard: "Fix login" to Doing, position 2 of 3.
  await todo.getByRole('button', { name: 'Move card “Fix login”' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up card Fix login, in list Todo, position 1 of 1.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Moved card Fix login to list Doing, position 1 of 3')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Moved card Fix login to list Doing, position 2 of 3')).toBeAttached();
  saved = page.waitForResponse((response) => response.url().endsWith('/api/scrumboard-app/card/order'));
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => namesIn(doing)).toEqual(['Review', 'Fix login', 'Write docs']);

  await page.reload();
  await expect(listNamed(page, 'Doing')).toBeVisible();
  await expect.poll(() => namesIn(listNamed(page, 'Doing'))).toEqual(['Review', 'Fix login', 'Write docs']);
  await expect.poll(() => namesIn(listNamed(page, 'Todo'))).toEqual([]);
});
