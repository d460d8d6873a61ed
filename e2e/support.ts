/** Shared by the end-to-end tests: the seeded accounts and signing in through the login form. */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { createRequire } from 'node:module';
import { PRECACHE_COOKIE } from '../scripts/serve.mjs';

export const accounts = {
  host: { email: 'host@chorus.dev', password: 'chorus-host', roles: ['admin', 'Host'] },
  staff: { email: 'staff@chorus.dev', password: 'chorus-staff', roles: ['staff', 'Attendee'] },
  attendee: { email: 'attendee@chorus.dev', password: 'chorus-attendee', roles: ['user', 'Attendee'] },
  outsider: { email: 'outsider@chorus.dev', password: 'chorus-outsider', roles: ['user', 'Attendee'] },
} as const;
export type AccountName = keyof typeof accounts;

/** Where the demo keeps a tab's session (packages/shell: auth.config.ts). */
const ACCESS_TOKEN_KEY = 'chorus.access_token';

/** Signs in through the form on `from` (the login page by default); does not wait for the landing page. */
export async function signIn(page: Page, name: AccountName, from = '/login'): Promise<void> {
  const account = accounts[name];
  await page.goto(from);
  await page.locator('input[name=username]').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The signed-in user's roles, as the user menu in the toolbar lists them. */
export async function expectRoles(page: Page, roles: string | RegExp): Promise<void> {
  const trigger = userMenuButton(page);
  await trigger.click();
  await expect(page.getByRole('menu').getByTestId('user-roles')).toHaveText(roles);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** The toolbar's user menu button (a menu button: name, e-mail and avatar). */
export function userMenuButton(page: Page, hasText: string | RegExp = '@') {
  return page.locator('button[aria-haspopup="menu"]', { hasText });
}

/**
 * Lets the demo's service worker cache the whole build in this context, as it does for a visitor: the test server
 * (scripts/e2e.mjs) serves that caching only to a context with this cookie, the tests of the demo offline.
 */
export async function withOfflineCache(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('withOfflineCache needs the base URL');
  await context.addCookies([{ name: PRECACHE_COOKIE, value: '1', url: baseURL }]);
}

/**
 * A new page in a browser window of its own, opened from `from` (a page of the same context), for a test that
 * works in several pages at once. Chromium (headless too) gives a tab that is not its window's active one about one
 * animation frame a second, and every Playwright action waits for two frames (its check that the element is
 * stable): in three tabs of one window, a click in any but the newest took 1-3 s (e2e/meetings.e2e.ts: 48 s,
 * 28 s of it in those checks, with the CPU idle). Each window's page is its active one: 60 frames a second in
 * all of them. A popup with no opener: the pages share nothing but the context, like tabs.
 */
const windowsOpening = new WeakMap<BrowserContext, Promise<unknown>>();
export function newWindow(from: Page): Promise<Page> {
  const context = from.context();
  // One at a time per context: the page that opens is told apart only by being the next one (a test may ask for
  // three at once, and three waits for the context's next page would all get the first).
  const previous = windowsOpening.get(context) ?? Promise.resolve();
  const opening = previous
    .catch(() => undefined)
    .then(async () => {
      const [page] = await Promise.all([
        context.waitForEvent('page'),
        from.evaluate(() => {
          window.open('about:blank', '_blank', 'popup,noopener');
        }),
      ]);
      // Its first document loaded, so that the test's first navigation does not cut a blank one short.
      await page.waitForLoadState();
      return page;
    });
  windowsOpening.set(context, opening);
  return opening;
}

/**
 * One window per account in one browser context, each signed in and on its landing page. One context, because
 * the demo's mock API and its database live in the origin's service worker; each page keeps its own session.
 */
export async function signedInTabs(
  browser: Browser,
  names: readonly AccountName[],
  options?: BrowserContextOptions,
) {
  const context = await browser.newContext(options);
  const pages: Page[] = [];
  for (const name of names) {
    const first = pages[0];
    if (!first) {
      // The first through the login form (it installs the demo's API in the context).
      const page = await context.newPage();
      await signIn(page, name);
      await expect(page).toHaveURL(/\/apps\/initiatives$/);
      pages.push(page);
      continue;
    }
    // The others as a reload of a signed-in tab: the same sign-in (POST /api/auth) from a page of the context, its
    // token in the new window's session before the app starts, then straight to the landing page. One cold load
    // of the app per window instead of two (the login page's, then the landing page's).
    const token = await first.evaluate(async ({ email, password }) => {
      const answer = await fetch('/api/auth', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!answer.ok) throw new Error(`sign-in refused: ${answer.status}`);
      return ((await answer.json()) as { access_token: string }).access_token;
    }, accounts[name]);
    const page = await newWindow(first);
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      },
      [ACCESS_TOKEN_KEY, token] as const,
    );
    await page.goto('/apps/initiatives');
    await expect(userMenuButton(page, accounts[name].email)).toBeVisible();
    pages.push(page);
  }
  return { context, pages };
}

/** The navbar's navigation: the page's first (found by role, not by its name, which is translated). */
const mainNavigation = (page: Page) => page.getByRole('navigation').first();

/**
 * `E2E_ROUTES` (comma-separated paths, set by `npm run test:changed`): walk only the navigation's links to these
 * paths, or to the app part they lie under ('/apps/mail' for '/apps/mail/inbox'). Unset: every link.
 */
const onlyRoutes = process.env.E2E_ROUTES?.split(',').filter(Boolean);

/**
 * Every route of the signed-in user's main navigation, read from the page (a new app's route comes with it),
 * starting from another route than the first link's (the page the user landed on). With `E2E_ROUTES`, only those
 * routes (possibly none: the walk then skips itself), still starting away from the page the user is on.
 */
export async function navigationRoutes(page: Page): Promise<string[]> {
  // The items' links (in the lists), not the logo's link home.
  const hrefs = await mainNavigation(page)
    .locator('li a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  if (!onlyRoutes) expect(hrefs.length).toBeGreaterThan(10);
  const landing = hrefs.shift() as string;
  hrefs.push(landing);
  if (!onlyRoutes) return hrefs;
  const walked = hrefs.filter((href) =>
    onlyRoutes.some((path) => path === href || path.startsWith(`${href}/`)),
  );
  // Its own link leads nowhere new from the landing page: the route before it in the full walk goes first.
  if (walked[0] === landing && hrefs.length > 1) walked.unshift(hrefs.at(-2) as string);
  test.skip(walked.length === 0, `E2E_ROUTES=${onlyRoutes.join(',')}: no link of the navigation leads there`);
  return walked;
}

/** Follows the navigation's link to `href` by its own click (collapsed groups keep their links in the page). */
export async function followNavigationLink(page: Page, href: string): Promise<void> {
  await mainNavigation(page)
    .locator(`li a[href="${href}"]`)
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(new RegExp(href.replace(/[/-]/g, '\\$&')), { timeout: 15_000 });
}

/**
 * axe over the page as it is (the same rules as the stories' checks: every rule but the experimental ones),
 * injected once per document; returns the violations as short lines ("color-contrast: 2 × .chip") for a
 * readable failure.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const first = await axeRun(page);
  if (first.length === 0) return first;
  // Once more after a moment: a violation of a page caught mid-render (a boundary swapping its content) is gone
  // by then, a real one is still there.
  await page.waitForTimeout(500);
  return axeRun(page);
}

async function axeRun(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  }
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.length} × ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  });
}

/**
 * The host reveals every idea while some are still writing: "Reveal all ideas", then the confirmation the page
 * asks for (the reveal cannot be undone).
 */
export async function revealEarly(host: Page): Promise<void> {
  await host.getByRole('button', { name: 'Reveal all ideas' }).click();
  await host
    .getByRole('dialog', { name: 'Reveal every idea now?' })
    .getByRole('button', { name: 'Reveal now' })
    .click();
}
