import { expect, test } from '@playwright/test';
import { axeViolations, followNavigationLink, navigationRoutes, signIn } from './support';

const LOADED = { timeout: 15_000 };

/**
 * Every route of the navigation (read from the page, so a new app's route is walked without editing this test),
 * reached as a user reaches it, by its link: each sets a title of its own ("… · Chorus"), moves focus to its main
 * heading (or the main landmark) and announces the title, and passes axe (light theme here; the pseudo-locale walk
 * checks the dark one).
 */
test('every route of the navigation has its own title, takes focus to its heading and announces it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'host');
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  const hrefs = await navigationRoutes(page);
  const titles = new Map<string, string>();
  const announcer = page.getByTestId('route-announcer');
  let previous = await page.title();
  for (const href of hrefs) {
    await followNavigationLink(page, href);
    const target = page.locator('main h1').first();
    await expect(target, `${href}: focus on the page's heading`).toBeFocused(LOADED);
    // The new route's own title (two routes of one screen, as the auth variants, keep their heading's focus).
    await expect(page, href).not.toHaveTitle(previous, LOADED);
    const title = await page.title();
    expect(title, href).toMatch(/^.+ · Chorus$/);
    // Announced on arrival: the title then, which the page may refine once its data is in ("Inbox (3) · Mail").
    await expect
      .poll(async () => title.endsWith((await announcer.textContent()) || '-'), { message: href, ...LOADED })
      .toBe(true);
    previous = title;
    titles.set(href, title);
    // Settled (no loading indicator left: a progress bar with no value, a busy region), then axe over the page.
    await expect(
      page.locator('main [role="progressbar"]:not([aria-valuenow]), main [aria-busy="true"]'),
    ).toHaveCount(0, LOADED);
    expect(await axeViolations(page), `${href}: axe`).toEqual([]);
  }
  // No two routes share a title.
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
});
