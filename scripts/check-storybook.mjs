// The static catalogue: `storybook build` into .tmp/storybook-static (a failed build fails the check), then
// the built folder served on a free loopback port and checked:
//  1. index.json lists every story file on disk (each `*.stories.ts(x)` contributes at least one story), and the
//     stories it lists for testing are exactly those the Vitest storybook project runs (each file parsed as
//     addon-vitest's transform parses it: the `test` tag after the preview's, the meta's and the story's tags);
//  2. every MDX docs page on disk is a docs entry of the index, and every kit component has one;
//  3. in Debian's Chromium (playwright-core), the getting-started page and a sample of the components' docs
//     pages (6, evenly spaced in id order: the same ones each run) render with no error display and no console
//     error or uncaught exception;
//  4. every docs page with a story that turns its own direction or language right to left (`globals: { dir:
//     'rtl' }` or `{ locale: 'ar' }`: "Right To Left", "Arabic") stays left to right as the toolbar says: its
//     document keeps `dir="ltr"` and its args table and prose read left to right, while a "Right To Left" story
//     it shows is drawn right to left in its own block (issue 30, item 18). The kit's pages and Shell/Layouts/Arabic; every
//     such page with `--all`;
//  5. with `-- --slow-cpu` (not in `npm test`: the Vitest storybook project plays these stories on every run, and
//     the suite's budget is tight), the play functions that raced a loaded machine (issue 30, item 19) pass in the
//     static build, where no Vitest setup runs, with Chromium's CPU slowed down 4 times.
// 3 and 4 in one browser, each page visited once (a page of both lists is checked for both).
// `-- --no-build` checks the folder the last build left; `-- --all` renders every MDX docs page instead of the
// sample. Prints "N passed, N failed" and its seconds.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { combineTags } from 'storybook/internal/csf';
import { loadCsf, readConfig } from 'storybook/internal/csf-tools';
import { chromium } from 'playwright-core';
import { bin, chromiumArgs, chromiumPath, collect, freePort, root, tally } from './lib.mjs';
import { serveStatic } from './serve.mjs';

const started = performance.now();
const argv = new Set(process.argv.slice(2));
const outDir = join(root, '.tmp/storybook-static');
const SAMPLE = 6;
/** How long one docs page may take to render (a cold page compiles nothing: the build did). */
const PAGE_TIMEOUT_MS = 30_000;

const { check, counts } = tally();

/**
 * `work` for each item, one at a time in each of the two `contexts` (two pages of one browser on the two
 * cores: a page's renderer is one thread; a context each, so they share no renderer), the results in the items'
 * order.
 */
async function twoAtATime(contexts, items, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async (context) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], context);
    }
  };
  await Promise.all(contexts.map(lane));
  return results;
}
const finish = () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
  process.exit(counts.failed === 0 ? 0 : 1);
};

// 1. The build.
if (!argv.has('--no-build')) {
  const buildStarted = performance.now();
  const build = await collect(bin('storybook'), ['build', '--quiet', '-o', outDir], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
  });
  const seconds = ((performance.now() - buildStarted) / 1000).toFixed(1);
  if (!check(`storybook build (${seconds} s)`, build.code === 0, build.code === 0 ? '' : 'its output:')) {
    console.log(build.out.split('\n').slice(-80).join('\n'));
    finish();
  }
}

// 2. The index against the files on disk.
/** Files under `dir` (relative to the root) whose name matches `pattern`, skipping node_modules and dist. */
function filesUnder(dir, pattern, out = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(path, pattern, out);
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}
const packageSources = readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`);
const storyFiles = packageSources
  .flatMap((dir) => {
    try {
      return filesUnder(dir, /\.stories\.tsx?$/);
    } catch {
      return []; // a package without src/
    }
  })
  .sort();
const mdxFiles = filesUnder('packages/ui/src', /\.mdx$/).sort();

let index;
try {
  index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
} catch (error) {
  check('the build wrote index.json', false, error.message);
  finish();
}
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');
const docs = entries.filter((entry) => entry.type === 'docs');
const importPathOf = (file) => `./${file}`;

const byFile = new Map();
for (const story of stories) byFile.set(story.importPath, (byFile.get(story.importPath) ?? 0) + 1);
const unlisted = storyFiles.filter((file) => !byFile.has(importPathOf(file)));
check(
  `index.json lists stories of every story file (${storyFiles.length} files, ${stories.length} stories)`,
  unlisted.length === 0,
  unlisted.length ? `none from ${unlisted.join(', ')}` : '',
);

// What the Vitest storybook project runs: addon-vitest's transform keeps the stories whose combined tags include
// `test` ('test' and 'dev' by default, then the preview's, the meta's and the story's own tags).
const projectTags = (await readConfig(join(root, '.storybook/preview.tsx'))).getFieldValue(['tags']) ?? [];
const testedOnDisk = new Set();
for (const file of storyFiles) {
  const csf = loadCsf(readFileSync(join(root, file), 'utf8'), {
    fileName: file,
    transformInlineMeta: true,
    makeTitle: (title) => title,
  }).parse();
  for (const story of Object.values(csf._stories)) {
    const tags = combineTags('test', 'dev', ...projectTags, ...(csf.meta?.tags ?? []), ...(story.tags ?? []));
    if (tags.includes('test')) testedOnDisk.add(story.id);
  }
}
const testedInIndex = new Set(
  stories.filter((story) => story.tags?.includes('test')).map((story) => story.id),
);
const missing = [...testedOnDisk].filter((id) => !testedInIndex.has(id));
const extra = [...testedInIndex].filter((id) => !testedOnDisk.has(id));
check(
  `index.json's tested stories are the ${testedOnDisk.size} the Vitest storybook project runs (${stories.length - testedInIndex.size} more are docs examples tagged !test)`,
  missing.length === 0 && extra.length === 0,
  [
    missing.length ? `not in the index: ${missing.join(', ')}` : '',
    extra.length ? `not run by Vitest: ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; '),
);

const docsByPath = new Map(docs.map((entry) => [entry.importPath, entry]));
const unindexed = mdxFiles.filter((file) => !docsByPath.has(importPathOf(file)));
check(
  `index.json lists every MDX docs page (${mdxFiles.length})`,
  unindexed.length === 0,
  unindexed.length ? `missing: ${unindexed.join(', ')}` : '',
);

// Every component of the kit has its docs page (props, usage with do and don't, accessibility, states).
const componentDirs = readdirSync(join(root, 'packages/ui/src/components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const undocumented = componentDirs.filter(
  (name) => !mdxFiles.includes(`packages/ui/src/components/${name}/${name}.mdx`),
);
check(
  `every kit component has a docs page (${componentDirs.length - undocumented.length} of ${componentDirs.length})`,
  undocumented.length === 0,
  undocumented.length ? `none for ${undocumented.join(', ')}` : '',
);

// 3. Pages in Chromium.
const gettingStarted = docs.find((entry) => entry.title === 'Getting started');
check('the getting-started page is a docs entry', Boolean(gettingStarted));
const componentPages = docs
  .filter(
    (entry) =>
      entry.importPath.startsWith('./packages/ui/src/components/') && entry.importPath.endsWith('.mdx'),
  )
  .sort((a, b) => a.id.localeCompare(b.id));
const sample = argv.has('--all')
  ? componentPages
  : [
      ...new Set(
        Array.from(
          { length: Math.min(SAMPLE, componentPages.length) },
          (_, i) =>
            componentPages[Math.floor((i * componentPages.length) / Math.min(SAMPLE, componentPages.length))],
        ),
      ),
    ];
const pages = [gettingStarted, ...sample].filter(Boolean);

// 4. Docs pages with a right-to-left story stay left to right.
/** The story files whose meta or a story asks for right to left (a direction or the Arabic language). */
const rtlStoryFiles = new Set(
  storyFiles.filter((file) =>
    /globals:\s*{[^}]*(dir:\s*'rtl'|locale:\s*'ar')/.test(readFileSync(join(root, file), 'utf8')),
  ),
);
const rtlDocs = docs
  .filter((entry) =>
    // The page of the stories' own file, or the MDX page beside it (not a page that borrows one of its stories).
    [entry.importPath, ...(entry.storiesImports ?? [])].some(
      (path) => rtlStoryFiles.has(path.slice(2)) && dirname(path) === dirname(entry.importPath),
    ),
  )
  .sort((a, b) => a.id.localeCompare(b.id));
const rtlSample = argv.has('--all')
  ? rtlDocs
  : rtlDocs.filter(
      (entry) => entry.importPath.startsWith('./packages/ui/src/') || entry.title === 'Shell/Layouts/Arabic',
    );
check(
  `docs pages with a right-to-left story found (${rtlDocs.length}; ${rtlSample.length} checked)`,
  rtlSample.length > 0,
);

// 5. The play functions that raced a loaded machine.
const RACED = [
  'ui-countdown--default-end',
  'shell-settingspanel--open',
  'calendarscreen--edit-and-move',
  'contactsscreen--empty',
  'initiativedetailspage--as-host',
  'appshell--signed-in',
  'quickpanel--with-mock-data',
  'snackbar--error-is-an-alert',
];
const raced = (argv.has('--slow-cpu') ? RACED : []).map((suffix) => ({
  suffix,
  story: stories.find((story) => story.id === suffix || story.id.endsWith(`-${suffix}`)),
}));
/** How long one played story may take at the slowed-down CPU (the play functions wait up to 15 s). */
const PLAY_TIMEOUT_MS = 90_000;

/** On a docs page that rendered: what reads right to left that should not ('' when it all reads left to right). */
async function readingDirection(page) {
  // A large story (a data table) may draw its block a moment later: up to 5 s more for it.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('#storybook-docs [data-name][id*="right-to-left"]')].every((block) =>
          [...block.children].some((story) => getComputedStyle(story).direction === 'rtl'),
        ),
      undefined,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => {});
  // Every story's effects have run (a story's direction used to land on the document after it rendered):
  // the page has had two frames and then nothing left to do (no fixed wait).
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => done(undefined), { timeout: 5000 })),
        ),
      ),
  );
  const seen = await page.evaluate(() => {
    const content = document.querySelector('#storybook-docs .sbdocs-content');
    const table = content?.querySelector('.docblock-argstable');
    const prose = content?.querySelector('h1');
    return {
      dir: document.documentElement.getAttribute('dir'),
      table: table ? getComputedStyle(table).direction : 'ltr',
      prose: prose ? getComputedStyle(prose).direction : 'none',
      // A "Right To Left" story the page shows is drawn right to left inside its block.
      rtlBlock: [...(content?.querySelectorAll('[data-name][id*="right-to-left"]') ?? [])].map((block) =>
        [...block.children].some((story) => getComputedStyle(story).direction === 'rtl'),
      ),
    };
  });
  const wrong = [
    seen.dir === 'ltr' ? '' : `<html dir="${seen.dir}">`,
    seen.table === 'ltr' ? '' : `the args table reads ${seen.table}`,
    seen.prose === 'ltr' ? '' : `the title reads ${seen.prose}`,
    seen.rtlBlock.every(Boolean) ? '' : 'its "Right To Left" story is not drawn right to left',
  ].filter(Boolean);
  return wrong.join('; ');
}

const port = await freePort();
const server = await serveStatic(outDir, port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const contexts = await Promise.all(
    [1, 2].map(() => browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })),
  );
  const [context] = contexts;
  // Each page once: the sample's pages are checked to render, the right-to-left ones to stay left to right.
  const visits = [...new Map([...pages, ...rtlSample].map((entry) => [entry.id, entry])).values()];
  const outcomes = await twoAtATime(contexts, visits, async (entry, context) => {
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    let rendered = '';
    let direction = '';
    try {
      await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=docs&id=${entry.id}`, {
        waitUntil: 'domcontentloaded',
      });
      // Done: the docs container shows a page, and each story block on it has rendered its story (or an error).
      await page.waitForFunction(
        () => {
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          const content = document.querySelector('#storybook-docs .sbdocs-content');
          if (!content?.querySelector('h1')) return false;
          const blocks = [...content.querySelectorAll('.docs-story')];
          return blocks.every((block) => block.querySelector('[data-story-block] [data-name] > *, iframe'));
        },
        undefined,
        { timeout: PAGE_TIMEOUT_MS, polling: 100 },
      );
      const overlay = await page.evaluate(() =>
        document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
          : '',
      );
      if (overlay) rendered = `error display: ${overlay.trim().slice(0, 300)}`;
      if (rtlSample.some((other) => other.id === entry.id))
        direction = rendered || (await readingDirection(page));
    } catch (error) {
      rendered = `did not render in ${PAGE_TIMEOUT_MS / 1000} s (${error.message.split('\n')[0]})`;
      direction = rendered;
    }
    if (!rendered && errors.length)
      rendered = `console errors: ${errors.slice(0, 3).join(' | ').slice(0, 600)}`;
    await page.close();
    return { rendered, direction };
  });
  const outcomeOf = (entry) => outcomes[visits.findIndex((visit) => visit.id === entry.id)];
  for (const entry of pages)
    check(
      `docs page ${entry.title} renders (${entry.id})`,
      !outcomeOf(entry).rendered,
      outcomeOf(entry).rendered,
    );
  for (const entry of rtlSample)
    check(
      `docs page ${entry.title} stays left to right (${entry.id})`,
      !outcomeOf(entry).direction,
      outcomeOf(entry).direction,
    );

  for (const { suffix, story } of raced) {
    if (!check(`story ${suffix} is in the index`, Boolean(story))) continue;
    const page = await context.newPage();
    // The preview's channel reports how the story ended: rendered (its play function passed) or an exception.
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__storyOutcome = null;
      const attach = () => {
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return setTimeout(attach, 5);
        channel.on('storyRendered', () => {
          w.__storyOutcome ??= 'passed';
        });
        for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored'])
          channel.on(event, (error) => {
            w.__storyOutcome = `${event}: ${String(error?.message ?? error?.description ?? error).slice(0, 400)}`;
          });
      };
      attach();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let problem = '';
    try {
      await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=story&id=${story.id}`);
      const outcome = await page.waitForFunction(
        () => /** @type {any} */ (window).__storyOutcome,
        undefined,
        { timeout: PLAY_TIMEOUT_MS, polling: 100 },
      );
      const value = await outcome.jsonValue();
      if (value !== 'passed') problem = value;
    } catch (error) {
      problem = `no outcome in ${PLAY_TIMEOUT_MS / 1000} s (${error.message.split('\n')[0]})`;
    }
    check(`story ${story.id} plays at a 4× slower CPU`, !problem, problem);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`(${relative(root, outDir)}: ${stories.length} stories, ${docs.length} docs pages)`);
finish();
