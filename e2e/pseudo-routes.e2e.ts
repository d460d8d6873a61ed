import { expect, test } from '@playwright/test';
import { accounts } from './support';

const LOADED = { timeout: 15_000 };
const PSEUDO = /⟦[^⟧]*⟧/g;
const LATIN = /[A-Za-z]/;

/** "Hana Host" → "HH": the default avatar's letters (as `getInitials` of the kit). */
function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] as string)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1) as string)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The hard-coded-string detector over every route of the routed demo (the story detector,
 * scripts/i18n-pseudo.browser.test.tsx, covers every story's screen): in the pseudo-locale every text the product
 * writes is accented and bracketed (⟦…⟧); what is left in plain Latin letters must be data, that is, a string of
 * some API response the page received (its service worker's answers reach the test), or the demo's own accounts.
 */
test('every route of the navigation shows only pseudo-localised text or data in en-XA', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
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
  const nav = page.getByRole('navigation').first();
  const hrefs = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(10);
  // Start from another route than the first link's.
  hrefs.push(hrefs.shift() as string);

  const found: string[] = [];
  for (const href of hrefs) {
    await nav
      .locator(`a[href="${href}"]`)
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await expect(page.locator('main h1').first()).toBeFocused(LOADED);
    await expect(page).toHaveURL(new RegExp(href.replace(/[/-]/g, '\\$&')), LOADED);
    // Settled: no progress indicator left in the page.
    await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0, LOADED);
    const texts = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [data-i18n-ignore]')) continue;
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
