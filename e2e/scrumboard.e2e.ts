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
const cardOrderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/scrumboard-app/card/order'));

test('scrumboard: cards move between lists by mouse and by keyboard, and the moves survive a reload', async ({
  page,
}) => {
  await openTemplateApp(page, 'Scrumboard', /\/apps\/scrumboard\/boards$/);
  await page.getByRole('link', { name: 'ACME Frontend Application' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards\/board-1\/acme-frontend-application$/);
  const backlog = listNamed(page, 'Backlog');
  const todo = listNamed(page, 'To do');
  await expect(backlog.getByTestId('scrumboard-card').first()).toBeVisible();
  const [first, second] = (await namesIn(backlog)) as [string, string];
  const before = await namesIn(todo);

  // By mouse: the first card of Backlog, dropped low on To do (below its cards), goes to its end.
  const handle = backlog.getByRole('button', { name: /^Move card / }).first();
  const from = (await handle.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const to = (await todo.boundingBox()) ?? from;
  let saved = cardOrderSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 5 });
  // The list makes room for the card while it is dragged over it (it grows by one card): the pointer goes on
  // down to the list's bottom as it is now, so "below its cards" is measured on the list the user sees.
  const grown = (await todo.boundingBox()) ?? to;
  await page.mouse.move(grown.x + grown.width / 2, grown.y + grown.height - 8, { steps: 2 });
  await expect(
    page.getByText(`Moved card ${first} to list To do, position ${before.length + 1} of`),
  ).toBeAttached();
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => namesIn(todo)).toEqual([...before, first]);

  // By keyboard: the next card to To do, position 2.
  const count = before.length + 2;
  await backlog
    .getByRole('button', { name: /^Move card / })
    .first()
    .focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up card ${second}, in list Backlog, position 1 of`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Moved card ${second} to list To do, position 1 of ${count}`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Moved card ${second} to list To do, position 2 of ${count}`)).toBeAttached();
  saved = cardOrderSaved(page);
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  const after = [before[0], second, ...before.slice(1), first];
  await expect.poll(() => namesIn(todo)).toEqual(after);

  await page.reload();
  await expect(listNamed(page, 'To do').getByTestId('scrumboard-card').first()).toBeVisible();
  await expect.poll(() => namesIn(listNamed(page, 'To do'))).toEqual(after);
  await expect.poll(async () => (await namesIn(listNamed(page, 'Backlog'))).slice(0, 1)).not.toEqual([first]);
});
