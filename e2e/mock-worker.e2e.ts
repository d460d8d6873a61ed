import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newWindow, signIn, withOfflineCache } from './support';

// The demo's mock API runs in one service worker (packages/mock-handlers/src/worker) for every tab of the
// origin. These tests hold what that design promises: tabs writing at once lose nothing, navigations and
// reloads with writes in flight lose nothing and keep the session, a worker stopped by the browser loses
// nothing, the demo runs offline after one visit, and no API request ever reaches the static server
// (scripts/serve.mjs records any at /__e2e__/api-escapes).

// Several tabs, each loading signed-in screens: on a loaded machine a screen may take a while to show.
test.describe.configure({ timeout: 180_000 });
// The worker as a visitor meets it: it also caches the whole build once the page is idle (scripts/e2e.mjs serves
// that caching only to the contexts that ask for it).
test.beforeEach(async ({ context, baseURL }) => withOfflineCache(context, baseURL));
const LOADED = { timeout: 30_000 };

const ACCESS_TOKEN_KEY = 'chorus.access_token';
const NEW_TODO = '/api/todo-app/new-todo';
const TODOS = '/api/todo-app/todos';

/** The /api/ requests the static server received (none, if the worker answered every one). */
async function apiEscapes(page: Page): Promise<string[]> {
  const response = await page.request.get('/__e2e__/api-escapes');
  return response.ok()
    ? ((await response.json()) as string[])
    : [`the server has no escape log (${response.status()})`];
}

/** Signs in as the host in `page` and opens `count - 1` more tabs with the same session. */
async function signedInTabs(page: Page, count: number): Promise<Page[]> {
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/, LOADED);
  const token = await page.evaluate((key) => sessionStorage.getItem(key), ACCESS_TOKEN_KEY);
  expect(token).toBeTruthy();
  const context = page.context();
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [ACCESS_TOKEN_KEY, token ?? ''] as const,
  );
  const tabs = [page];
  for (let index = 1; index < count; index++) {
    // Playwright's waits poll on animation frames, which Chromium slows in a tab in the background.
    const tab = await newWindow(page);
    await tab.goto('/apps/todo/all'); // loaded: the page's fetch gate is installed
    tabs.push(tab);
  }
  return tabs;
}

/** Adds to-dos from the page through its fetch for `durationMs` (at least one); resolves with the titles answered 200. */
function writeTodosFor(page: Page, prefix: string, durationMs: number): Promise<string[]> {
  return page.evaluate(
    async ({ prefix, durationMs, path, key }) => {
      const authorization = `Bearer ${sessionStorage.getItem(key) ?? ''}`;
      const acknowledged: string[] = [];
      // Timed in the page: on a loaded machine the three tabs' calls may reach their pages a little apart.
      const until = Date.now() + durationMs;
      let index = 0;
      do {
        const title = `${prefix} ${index++}`;
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ title }),
        });
        if (response.status === 200) acknowledged.push(title);
        await new Promise((resolve) => setTimeout(resolve, 10));
      } while (Date.now() < until);
      return acknowledged;
    },
    { prefix, durationMs, path: NEW_TODO, key: ACCESS_TOKEN_KEY },
  );
}

/** Adds one to-do from the page; resolves with its status. */
function writeTodo(page: Page, title: string): Promise<number> {
  return page.evaluate(
    async ({ title, path, key }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${sessionStorage.getItem(key) ?? ''}`,
          },
          body: JSON.stringify({ title }),
        })
      ).status,
    { title, path: NEW_TODO, key: ACCESS_TOKEN_KEY },
  );
}

/** Every to-do title the API holds now. */
async function todoTitles(page: Page): Promise<Set<string>> {
  const titles = await page.evaluate(
    async ({ path, key }) => {
      const response = await fetch(path, {
        headers: { authorization: `Bearer ${sessionStorage.getItem(key) ?? ''}` },
      });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return ((await response.json()) as { title: string }[]).map((todo) => todo.title);
    },
    { path: TODOS, key: ACCESS_TOKEN_KEY },
  );
  return new Set(titles);
}

function missingFrom(present: Set<string>, expected: readonly string[]): string[] {
  return expected.filter((title) => !present.has(title));
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /@chorus\.dev/ })).toBeVisible(LOADED);
}

/**
 * How the page's requests since it was controlled were answered, by path kind: the worker's static routes (the
 * Resource Timing's `workerMatchedSourceType` / `workerFinalSourceType`: 'fetch-event', 'cache', 'network').
 */
async function routedSources(page: Page): Promise<Record<'assets' | 'api', string[]>> {
  return page.evaluate(() => {
    const sources = { assets: new Set<string>(), api: new Set<string>() };
    for (const entry of performance.getEntriesByType('resource')) {
      const timing = entry as PerformanceResourceTiming & {
        workerMatchedSourceType?: string;
        workerFinalSourceType?: string;
      };
      if (timing.workerStart === 0) continue;
      const { pathname } = new URL(timing.name);
      const kind = pathname.startsWith('/assets/') ? 'assets' : pathname.startsWith('/api/') ? 'api' : null;
      if (kind) sources[kind].add(`${timing.workerMatchedSourceType} → ${timing.workerFinalSourceType}`);
    }
    return { assets: [...sources.assets].sort(), api: [...sources.api].sort() };
  });
}

/** The page asks the worker to cache the build once it is idle; asking again answers when it is done. */
async function expectPrecached(page: Page): Promise<void> {
  const cached = await page.evaluate(
    () =>
      new Promise<{ done: boolean }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'chorus:mock-api:precache' }, [
          channel.port2,
        ]);
      }),
  );
  expect(cached.done).toBe(true);
}

/**
 * Stops the tab's service worker the way the browser does when it is idle (DevTools' "stop"): one DevTools session
 * for the test, which counts the worker's stops. `ServiceWorker.stopAllWorkers` answers once the workers are
 * stopped; the count confirms it was ours, within the expect timeout (a plain promise would only end with the test's).
 */
async function serviceWorkerStopper(context: BrowserContext, page: Page): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  let stops = 0;
  const status = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (!version.scriptURL.endsWith('/sw.js')) continue;
      if (version.runningStatus === 'stopped' && status.get(version.versionId) !== 'stopped') stops += 1;
      status.set(version.versionId, version.runningStatus);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return async () => {
    const before = stops;
    await cdp.send('ServiceWorker.stopAllWorkers');
    await expect
      .poll(() => stops, { message: 'the service worker reported stopped' })
      .toBeGreaterThan(before);
  };
}

test('the mock API runs in the service worker: the page is controlled by it, a hard reload still works, nothing escapes', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.locator('input[name=username]')).toBeVisible();
  // No mock code in the page: msw's worker script is not used, and no page script comes from the mock.
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/, LOADED);
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.filter((name) => /mockServiceWorker|\/browser-[\w-]+\.js$/.test(name))).toEqual([]);
  // Once the worker controls the page, the build's files never wake it (its static routes: the cache, and the
  // network when the build is not cached yet); the API is its fetch handler's.
  const routed = await routedSources(page);
  expect(routed.assets.length).toBeGreaterThan(0);
  expect(routed.assets.filter((source) => !/^cache → (cache|network)$/.test(source))).toEqual([]);
  expect(routed.api).toEqual(['fetch-event → fetch-event']);

  // A hard reload (Chromium's reload bypassing the cache) loads the page without its service worker.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  await expectSignedIn(page);
  const title = `hard reload ${Date.now()}`;
  expect(await writeTodo(page, title)).toBe(200);
  expect((await todoTitles(page)).has(title)).toBe(true);

  // What a page the worker does not control uses (if the browser refuses it the claim): the request over a
  // MessageChannel to the active worker, answered like any other.
  const overPort = await page.evaluate(
    async ({ path, key }) => {
      const authorization = `Bearer ${sessionStorage.getItem(key) ?? ''}`;
      const registration = await navigator.serviceWorker.getRegistration('/');
      const answer = await new Promise<{ status: number; body: ArrayBuffer | null }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration?.active?.postMessage(
          {
            type: 'chorus:mock-api:request',
            url: path,
            method: 'GET',
            headers: [['authorization', authorization]],
            body: null,
          },
          [channel.port2],
        );
      });
      const todos = JSON.parse(new TextDecoder().decode(answer.body ?? new ArrayBuffer(0))) as {
        title: string;
      }[];
      return { status: answer.status, titles: todos.map((todo) => todo.title) };
    },
    { path: TODOS, key: ACCESS_TOKEN_KEY },
  );
  expect(overPort.status).toBe(200);
  expect(overPort.titles).toContain(title);

  expect(await apiEscapes(page)).toEqual([]);
});

test('three tabs writing at once lose nothing', async ({ page }) => {
  const tabs = await signedInTabs(page, 3);
  const run = Date.now();
  const written = await Promise.all(
    tabs.map((tab, index) => writeTodosFor(tab, `tab ${index} ${run}`, 1_500)),
  );
  const acknowledged = written.flat();
  // Each tab wrote (how many depends on the machine's load); every write answered 200 must be there.
  expect(written.map((titles) => titles.length > 0)).toEqual([true, true, true]);
  // Every tab sees every write, at once and after a reload (from what the worker saved).
  for (const tab of tabs) expect(missingFrom(await todoTitles(tab), acknowledged)).toEqual([]);
  await tabs[2]?.bringToFront();
  await tabs[2]?.reload();
  expect(missingFrom(await todoTitles(tabs[2] as Page), acknowledged)).toEqual([]);
  expect(await apiEscapes(page)).toEqual([]);
});

test('navigations and reloads with writes in flight across three tabs lose no acknowledged write and keep the session', async ({
  page,
}) => {
  const tabs = await signedInTabs(page, 3);
  const routes = ['/apps/todo/all', '/apps/initiatives', '/apps/mail/inbox', '/apps/notes', '/apps/todo/all'];
  const run = Date.now();
  const acknowledged: string[] = [];
  const writes: Promise<void>[] = [];
  // 50 navigations and reloads, the three tabs at once, each sending a write just before it navigates.
  await Promise.all(
    tabs.map(async (tab, tabIndex) => {
      for (let index = tabIndex, step = 0; index < 50; index += tabs.length, step++) {
        const title = `rapid ${run} ${index}`;
        // The write is sent, then the tab navigates at once: it may be answered, or cut by the navigation.
        writes.push(
          writeTodo(tab, title).then(
            (status) => {
              if (status === 200) acknowledged.push(title);
            },
            () => undefined,
          ),
        );
        // A navigation may itself be cut by the app's own (a redirect): that is part of navigating fast.
        const navigation =
          step % 3 === 1
            ? tab.reload({ waitUntil: 'commit' })
            : tab.goto(routes[index % routes.length] as string, { waitUntil: 'commit' });
        await navigation.catch(() => undefined);
      }
    }),
  );
  await Promise.all(writes);
  // Each tab loads a screen once more (its session checked again with the API), is still signed in, writes once
  // more and waiting for the answer, and sees every write that was answered 200.
  for (const [index, tab] of tabs.entries()) {
    await tab.bringToFront();
    await tab.goto('/apps/todo/all');
    await expectSignedIn(tab);
    const title = `rapid ${run} settled ${index}`;
    expect(await writeTodo(tab, title)).toBe(200);
    acknowledged.push(title);
  }
  for (const tab of tabs) expect(missingFrom(await todoTitles(tab), acknowledged)).toEqual([]);
  expect(await apiEscapes(page)).toEqual([]);
});

test('a service worker stopped mid-session by the browser loses nothing', async ({ page, context }) => {
  const [tab] = await signedInTabs(page, 1);
  if (!tab) throw new Error('no tab');
  const run = Date.now();
  const acknowledged: string[] = [];
  // Settled first: the signed-in screen's code loaded and the build cached (Chromium's browser process has been seen
  // to abort when a worker stopped from DevTools was filling its cache).
  await expect(tab.getByRole('heading', { name: 'Initiatives' })).toBeVisible(LOADED);
  await expectPrecached(tab);
  const stopServiceWorker = await serviceWorkerStopper(context, tab);
  for (let round = 0; round < 3; round++) {
    acknowledged.push(...(await writeTodosFor(tab, `stop ${run} round ${round}`, 300)));
    await stopServiceWorker();
  }
  // The worker wakes for the next request and loads what it saved before answering it.
  expect(missingFrom(await todoTitles(tab), acknowledged)).toEqual([]);
  // And a page loaded after it (its session checked with the woken worker) is still signed in and sees it all.
  await tab.goto('/apps/todo/all');
  await expectSignedIn(tab);
  expect(missingFrom(await todoTitles(tab), acknowledged)).toEqual([]);
  expect(await apiEscapes(page)).toEqual([]);
});

test('after one visit the demo loads and runs with the network cut', async ({ page, context }) => {
  await signedInTabs(page, 1);
  await page.goto('/apps/todo/all');
  await expect(page.getByTestId('todo-row').first()).toBeVisible(LOADED);
  await expectPrecached(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('todo-row').first()).toBeVisible(LOADED);
    await expectSignedIn(page);
    const title = `offline ${Date.now()}`;
    await page.getByRole('textbox', { name: 'New task' }).fill(title);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Task added')).toBeVisible(LOADED);
    await expect(page.getByTestId('todo-row').first()).toContainText(title, LOADED);
    // A screen this visit never opened: its code comes from the cache too.
    await page.goto('/apps/notes');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
    // Taken from the cache by the browser itself, without waking the worker (its static routes).
    expect((await routedSources(page)).assets).toEqual(['cache → cache']);
  } finally {
    await context.setOffline(false);
  }
  expect(await apiEscapes(page)).toEqual([]);
});
