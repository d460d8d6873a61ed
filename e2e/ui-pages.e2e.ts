/** The UI pages' and the documentation's interactive checks (issue 21): icon copy, the docs' own links. */
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('icons: searching narrows the grid and selecting an icon copies its name, with a snackbar', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Public: a signed-out visitor browses the catalogue (no detour through the login page).
  await page.goto('/ui/icons');
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or tag' }).fill('calendar');
  const icon = page.getByRole('button', { name: 'Copy calendar_today' });
  await expect(page.getByRole('button', { name: /^Copy / })).toHaveCount(1);
  await icon.click();
  await expect(page.getByText('Copied “calendar_today”')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('calendar_today');
});

test('documentation: /documentation opens the first page, and a link in the text stays in the app', async ({
  page,
}) => {
  await signIn(page, 'host', '/documentation');
  await expect(page).toHaveURL(/\/documentation\/getting-started$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await article.getByRole('link', { name: 'Theming' }).click();
  await expect(page).toHaveURL(/\/documentation\/theming$/);
  await expect(article.getByRole('heading', { level: 1, name: 'Theming' })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
});
