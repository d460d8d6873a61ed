import { expect, type Page, test } from '@playwright/test';
import { getInitials as initials } from '../packages/ui/src/components/Avatar/defaultAvatar';
import { accounts, axeViolations, followNavigationLink, navigationRoutes, userMenuButton } from './support';

const LOADED = { timeout: 15_000 };
const PSEUDO = /⟦[^⟧]*⟧/g;
const LATIN = /[A-Za-z]/;
/**
 * Every route of the navigation (read from the page, so a new app's route is walked without editing this test),
 * reached as a user reaches it, by its link, visited once in the pseudo-locale (en-XA) and checked for:
 *  - a title of its own ("… · Chorus"), focus moved to its main heading, and the title announced;
 *  - the hard-coded-string detector (the story detector, testing/pseudoLocale.ts, checks every story's render): in
 *    the pseudo-locale every text the product writes is accented and bracketed (⟦…⟧); what is left in plain Latin
 *    letters must be data, that is, a string of some API response the page received (its service worker's answers
 *    reach the test), or the demo's own accounts;
 *  - axe in both themes: the device's colour scheme is switched between the two checks (the host's settings follow
 *    the system), so every route passes in dark and in light.
 * One visit per route for all of these (they were two walks, each visiting every route).
 */
test('every route of the navigation: its own title, focus on its heading, announced, only pseudo-localised text or data in en-XA, and axe in dark and light', async ({
  page,
  context,
}) => {
  test.setTimeout(400_000);
  let scheme: 'dark' | 'light' = 'dark';
  await page.emulateMedia({ colorScheme: scheme });
  await context.addInitScript(() => localStorage.setItem('chorus.locale', JSON.stringify('en-XA')));
  const data = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') {
      data.add(value.trim());
      data.add(initials(value));
    } else if (Array.isArray(value)) for (const item of value) add(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) add(item);
  };
  // Each response's body is read in the background: a route's check first waits for every one read so far.
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then(add, () => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  // The demo's accounts (their roles as the user menu lists them), and the product's name, a brand.
  for (const account of Object.values(accounts)) add([account.email, account.password, ...account.roles]);
  add('Chorus');

  await page.goto('/login');
  await page.locator('input[name=username]').fill(accounts.host.email);
  await page.locator('input[name=password]').fill(accounts.host.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/, LOADED);
  await expect(page.locator('main h1')).toBeVisible(LOADED);
  // The theme follows the device (the user menu's Theme › System, its third choice: the names are pseudo-localised).
  await userMenuButton(page).click();
  await page.getByRole('menuitemradio').nth(2).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => colorScheme(page), LOADED).toBe(scheme);
  const hrefs = await navigationRoutes(page);

  const titles = new Map<string, string>();
  const announcer = page.getByTestId('route-announcer');
  let previous = await page.title();
  const found: string[] = [];
  for (const href of hrefs) {
    await followNavigationLink(page, href);
    await expect(page.locator('main h1').first(), `${href}: focus on the page's heading`).toBeFocused(LOADED);
    // The new route's own title (two routes of one screen, as the auth variants, keep their heading's focus).
    await expect(page, href).not.toHaveTitle(previous, LOADED);
    // Announced on arrival: the title, which the page may refine once its data is in ("Inbox (3) · Mail"); the
    // title is read with the announcement (it may still be settling when the heading takes the focus).
    await expect
      .poll(async () => (await page.title()).endsWith((await announcer.textContent()) || '-'), {
        message: href,
        ...LOADED,
      })
      .toBe(true);
    const title = await page.title();
    expect(title, href).toMatch(/^.+ · Chorus$/);
    previous = title;
    titles.set(href, title);
    // Settled: no loading indicator left (a progress bar with no value, a busy region).
    await expect(
      page.locator('main [role="progressbar"]:not([aria-valuenow]), main [aria-busy="true"]'),
    ).toHaveCount(0, LOADED);
    const texts = await visibleTexts(page);
    await Promise.all([...reading]);
    for (const text of texts) {
      if (!LATIN.test(text) || data.has(text.trim())) continue;
      for (const piece of text.split(PSEUDO).map((part) => part.trim())) {
        if (!LATIN.test(piece) || data.has(piece)) continue;
        // Data side by side (a first and a last name, '2026 Chorus'): every word is data or no word at all.
        if (piece.split(/\s+/).every((word) => !LATIN.test(word) || data.has(word.replace(/[,.:;()]/g, ''))))
          continue;
        if ([...data].some((string) => string.length > piece.length && string.includes(piece))) continue;
        found.push(`${href}: ${JSON.stringify(piece)}`);
      }
    }
    // axe in the scheme the page is in, then in the other (the next route starts in the one left).
    for (let round = 0; round < 2; round++) {
      const violations = await axeViolations(page);
      if (violations.length) found.push(`${href}: axe (${scheme}): ${violations.join('; ')}`);
      if (round === 0) scheme = await switchScheme(page, scheme);
    }
  }
  expect([...new Set(found)]).toEqual([]);
  // No two routes share a title.
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
});

/** The colour scheme of the page's main theme (the theme class on <html> sets `color-scheme`). */
const colorScheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/** Switches the device's colour scheme and waits for the page's main theme to follow. */
async function switchScheme(page: Page, from: 'dark' | 'light'): Promise<'dark' | 'light'> {
  const to = from === 'dark' ? 'light' : 'dark';
  await page.emulateMedia({ colorScheme: to });
  await expect.poll(() => colorScheme(page), LOADED).toBe(to);
  return to;
}

/** What a user sees or hears: visible text outside code and text marked in a language of its own, and names. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code, and text marked as in a language of its own (the documentation is written in English), are not the UI's.
      if (!parent || parent.closest('script, style, pre, code, [translate="no"], [data-i18n-ignore]'))
        continue;
      const lang = parent.closest('[lang]');
      if (
        lang &&
        lang !== document.documentElement &&
        lang.getAttribute('lang') !== document.documentElement.lang
      )
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
    return out;
  });
}
