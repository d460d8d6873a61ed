import { expect, type Page, test } from '@playwright/test';
import { signIn, userMenuButton } from './support';

const LOADED = { timeout: 15_000 };

/** The colour scheme of the page's main theme (the theme class on <html> sets `color-scheme`). */
const scheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test("the user menu's theme: Dark, then System follows the device as it changes, and the choice survives a reload", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'host');
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  await expect.poll(() => scheme(page)).toBe('light');

  const choose = async (name: string) => {
    await userMenuButton(page).click();
    await page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name }).click();
    await page.keyboard.press('Escape');
  };
  await choose('Dark');
  await expect.poll(() => scheme(page)).toBe('dark');

  await choose('System');
  await expect.poll(() => scheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => scheme(page)).toBe('dark');

  // Saved with the user's settings: a reload keeps following the device.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');
});
