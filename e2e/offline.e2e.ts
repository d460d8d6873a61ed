import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Offline first: the demo ships its fonts, icons and images and makes no request beyond its own origin.
// Every request elsewhere is cut, as if the machine had no network, and recorded.
test('the demo works with the network cut and asks nothing of any other origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  const failed: string[] = [];
  await page.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      foreign.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  // A request the page itself dropped (a navigation cancels what is in flight: ERR_ABORTED) is not a failure of
  // the network; anything else (a cut connection, a refused one) is.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
  });

  await page.goto('/login');
  await expect(page.locator('input[name=username]')).toBeVisible();
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible();
  // Nothing in flight when the test navigates (a request cut by the navigation would read as a failed one).
  await page.waitForLoadState('networkidle');
  await page.goto('/apps/meetings');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(foreign, 'requests to other origins').toEqual([]);
  expect(failed, 'failed requests').toEqual([]);
});
