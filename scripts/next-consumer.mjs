// The Next.js consumer of the package checks (scripts/check-packages.mjs): the App Router app in
// testing/consumers/next, copied to .tmp/next-consumer, installs the packed tarballs; `next build`, `next start`,
// then Chromium checks the server's HTML, a hydration without an error or a warning, and the controls.
// The install is cached: kept while the app's manifest (Next's version) and Node's version are the same, the
// tarballs installed again only when their bytes changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, freePort, npmInstall, root, run } from './lib.mjs';

const fixture = join(root, 'testing/consumers/next');
const app = join(root, '.tmp/next-consumer');
const keyFile = join(app, '.install-key');

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const workspaceVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The app's manifest: the fixture's, its @chorus dependencies the tarballs, React and the tools the workspace's. */
function manifest(packDir) {
  const pkg = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'));
  for (const file of readdirSync(packDir)) {
    const name = `@chorus/${file.replace(/^chorus-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`;
    pkg.dependencies[name] = `file:${join(packDir, file)}`;
  }
  for (const name of ['react', 'react-dom', 'zod']) pkg.dependencies[name] = workspaceVersion(name);
  for (const name of ['typescript', '@types/react', '@types/react-dom'])
    pkg.devDependencies[name] = workspaceVersion(name);
  return pkg;
}

/** A hash of what the install depends on, apart from the tarballs: the manifest (Next's version) and Node's version. */
function installKey(pkg) {
  return createHash('sha256').update(JSON.stringify(pkg)).update(process.version).digest('hex');
}

/** A hash of the tarballs' bytes. */
function tarballsKey(packDir) {
  const hash = createHash('sha256');
  for (const file of readdirSync(packDir).sort()) hash.update(file).update(readFileSync(join(packDir, file)));
  return hash.digest('hex');
}

/** Copies the app's sources over (the install and Next's cache stay). */
function copySources() {
  rmSync(join(app, 'app'), { recursive: true, force: true });
  for (const entry of readdirSync(fixture)) {
    if (entry === 'package.json') continue;
    cpSync(join(fixture, entry), join(app, entry), { recursive: true });
  }
}

/** Starts `next start` on a free port; resolves once it says it is ready (or rejects when it exits first). */
async function startNext(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(app, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next start: not ready after 60 s\n${output}`)), 60_000);
    const listen = (chunk) => {
      output += chunk;
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`next start exited (${code})\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/**
 * Runs the Next.js consumer's checks, counting each through `check(label, ok, detail)`. `packDir` holds the four
 * tarballs; `env` is the environment for npm and Next (no npm_* variables).
 */
export async function checkNextConsumer({ packDir, check, env: baseEnv }) {
  const env = { ...baseEnv, NEXT_TELEMETRY_DISABLED: '1' };
  const timings = [];
  const pkg = manifest(packDir);
  const key = `${installKey(pkg)} ${tarballsKey(packDir)}`;

  // The same manifest and Node: the install is kept; when only the tarballs changed, they alone are installed
  // again (npm does not look inside a `file:` tarball it has installed, so they are named on the command line).
  let t0 = Date.now();
  const [kept, keptTarballs] = existsSync(keyFile) ? readFileSync(keyFile, 'utf8').split(' ') : [];
  const [wanted, wantedTarballs] = key.split(' ');
  let how = `kept (${wantedTarballs.slice(0, 12)})`;
  let code = 0;
  let why = '';
  if (kept === wanted && keptTarballs !== wantedTarballs) {
    ({ code, why } = await npmInstall(
      app,
      readdirSync(packDir).map((file) => join(packDir, file)),
      env,
    ));
    how = `kept, the tarballs installed again in ${seconds(t0)}`;
  } else if (kept !== wanted) {
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    ({ code, why } = await npmInstall(app, [], env));
    how = `fresh, ${seconds(t0)}`;
  }
  timings.push(['install', how]);
  if (
    !check('Next.js: the tarballs are installed in the Next.js app', code === 0, why ? `${how}: ${why}` : how)
  )
    return timings;
  writeFileSync(keyFile, key);
  copySources();

  t0 = Date.now();
  const build = await run(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: app,
    env,
  });
  timings.push(['next build', seconds(t0)]);
  if (!check('Next.js: `next build` builds the App Router app (server and client pages)', build === 0))
    return timings;

  t0 = Date.now();
  let server;
  try {
    server = await startNext(env);
  } catch (error) {
    check('Next.js: `next start` serves the build', false, error.message);
    return timings;
  }
  timings.push(['next start', seconds(t0)]);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    t0 = Date.now();
    await serverHtml(server.url, check);
    await inBrowser(browser, server.url, check);
    timings.push(['checks', seconds(t0)]);
  } finally {
    await browser.close();
    server.child.kill();
  }
  return timings;
}

/** The HTML the server sends holds the pages' content (before any script runs). */
async function serverHtml(url, check) {
  const home = await (await fetch(`${url}/`)).text();
  const missingHome = [
    'Hear every voice',
    '1,234.5',
    'Your name',
    'Join the meeting',
    '<section data-rendered-on="server"',
    '<p data-rendered-on="server"',
  ].filter((text) => !home.includes(text));
  check(
    "Next.js: the server component page's HTML holds its content (server-safe parts rendered on the server)",
    missingHome.length === 0,
    missingHome.join(', '),
  );
  const client = await (await fetch(`${url}/client`)).text();
  const missingClient = [
    'Invite people',
    '>Ideas</button>',
    'Everyone writes alone first.',
    'Ada Lovelace',
    'Rows per page',
    'aria-label="Show password"',
  ].filter((text) => !client.includes(text));
  check(
    "Next.js: the client page's server HTML holds its content (the kit's English labels included)",
    missingClient.length === 0,
    missingClient.join(', '),
  );
}

/** Runs one browser check; a step that throws (a control that never showed up) counts as failed. */
async function attempt(check, label, fn) {
  try {
    const [ok, detail] = await fn();
    check(label, ok, detail);
  } catch (error) {
    check(label, false, error.message.split('\n')[0]);
  }
}

/** Hydration without an error or a warning, then the controls, in Chromium. */
async function inBrowser(browser, url, check) {
  const page = await browser.newPage();
  const logged = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  const hydrated = () =>
    page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });

  await attempt(check, "Next.js: the server page hydrates, themed by the kit's style.css", async () => {
    await page.goto(`${url}/`);
    await hydrated();
    const button = page.getByRole('button', { name: 'Join the meeting' });
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    return [!['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)'].includes(background), background];
  });

  await attempt(check, 'Next.js: the client page hydrates', async () => {
    await page.goto(`${url}/client`);
    await hydrated();
    return [true];
  });

  await attempt(
    check,
    'Next.js: the Dialog opens, keeps focus inside while Tab moves, closes on Escape',
    async () => {
      const trigger = page.getByRole('button', { name: 'Invite people' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Invite people' });
      await dialog.waitFor({ timeout: 5000 });
      const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
      // The dialog takes focus in an effect after it mounts: wait for it (a slow machine shows the gap).
      await page.waitForFunction(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement),
        undefined,
        { timeout: 5000 },
      );
      let trapped = await focusInside();
      for (let press = 0; press < 4 && trapped; press++) {
        await page.keyboard.press('Tab');
        trapped = await focusInside();
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
      // Focus goes back to the trigger once the dialog has unmounted (a task later): wait for it, as for the opening.
      const backOnTrigger = await page
        .waitForFunction(
          () =>
            document.activeElement?.textContent === 'Invite people' &&
            document.activeElement.tagName === 'BUTTON',
          undefined,
          { timeout: 5000 },
        )
        .then(() => trigger.evaluate((element) => element === document.activeElement))
        .catch(() => false);
      return [
        trapped && backOnTrigger,
        `focus kept inside: ${trapped}, back on the trigger: ${backOnTrigger}`,
      ];
    },
  );

  await attempt(check, 'Next.js: the Tabs switch', async () => {
    const votes = page.getByRole('tab', { name: 'Votes' });
    await votes.click();
    await page.getByRole('tabpanel', { name: 'Votes' }).getByText('Dots, blind.').waitFor({ timeout: 5000 });
    return [(await votes.getAttribute('aria-selected')) === 'true'];
  });

  await attempt(check, 'Next.js: the DataTable shows its rows and sorts', async () => {
    const table = page.getByRole('table', { name: 'Participants' });
    const firstName = () => table.locator('tbody tr').first().locator('td').first().textContent();
    const rows = await table.locator('tbody tr').count();
    const before = await firstName();
    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await table.locator('th[aria-sort="ascending"]').waitFor({ timeout: 5000 });
    const after = await firstName();
    return [
      rows === 3 && before === 'Grace Hopper' && after === 'Ada Lovelace',
      `${rows} rows, first ${before}, then ${after}`,
    ];
  });

  await attempt(check, 'Next.js: the form shows a validation message, then submits', async () => {
    const topic = page.getByRole('textbox', { name: 'Topic' });
    await page.getByRole('button', { name: 'Propose' }).click();
    await page.getByText('Name the topic').waitFor({ timeout: 5000 });
    const invalid = await topic.getAttribute('aria-invalid');
    await topic.fill('Budget');
    await page.getByLabel('Meeting password').fill('correct horse');
    await page.getByRole('button', { name: 'Propose' }).click();
    await page.getByText('Proposed: Budget').waitFor({ timeout: 5000 });
    return [invalid === 'true', `aria-invalid ${invalid}`];
  });

  check(
    'Next.js: no error or warning in the console (hydration included)',
    logged.length === 0,
    logged.join('\n'),
  );
  await page.close();
}
