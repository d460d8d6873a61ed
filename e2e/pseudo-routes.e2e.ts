import { expect, test } from '@playwright/test';
import { getInitials as initials } from '../packages/ui/src/components/Avatar/defaultAvatar';
import { accounts, axeViolations, followNavigationLink, navigationRoutes } from './support';

const LOADED = { timeout: 15_000 };
const PSEUDO = /⟦[^⟧]*⟧/g;
const LATIN = /[A-Za-z]/;

/**
 * The hard-coded-string detector over every route of the routed demo (the story detector,
 * testing/pseudoLocale.ts, checks every story's render after its play function): in the pseudo-locale every text the product
 * writes is accented and bracketed (⟦…⟧); what is left in plain Latin letters must be data, that is, a string of
 * some API response the page received (its service worker's answers reach the test), or the demo's own accounts.
 */
test('every route of the navigation shows only pseudo-localised text or data in en-XA, and passes axe in the dark theme', async ({
  page,
  context,
}) => {
  test.setTimeout(400_000);
  // The dark theme here (axe below checks its contrast on every route; the titles walk checks the light one).
  await page.emulateMedia({ colorScheme: 'dark' });
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
  const hrefs = await navigationRoutes(page);

  const found: string[] = [];
  for (const href of hrefs) {
    await followNavigationLink(page, href);
    await expect(page.locator('main h1').first()).toBeFocused(LOADED);
    // Settled: no loading indicator left (a progress bar with no value, a busy region).
    await expect(
      page.locator('main [role="progressbar"]:not([aria-valuenow]), main [aria-busy="true"]'),
    ).toHaveCount(0, LOADED);
    const texts = await page.evaluate(() => {
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
    await Promise.all([...reading]);
    const violations = await axeViolations(page);
    if (violations.length) found.push(`${href}: axe (dark): ${violations.join('; ')}`);
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
  }
  expect([...new Set(found)]).toEqual([]);
});
