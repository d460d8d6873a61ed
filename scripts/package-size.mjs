// What an import of a published package costs a consumer: for each entry of package-size-budgets.json, a tiny
// consumer module (`import { Button } from '@chorus/ui'` and the package's style.css, as the READMEs say) is
// bundled by esbuild against the BUILT packages (their `exports`, dist/, as a consumer's bundler sees them; never
// the `source` condition), minified for production with react and react-dom external (the consumer has them
// anyway). Reported per entry: the gzip bytes (level 9, each output file compressed on its own, as served) of the
// JS the import loads at once (the entry and the chunks it imports statically), of its CSS, and of what it loads
// later (dynamic imports: lazy screens, catalogues), against the entry's budgets. Over a budget fails.
// Build the packages first (`npm run build:packages`). Prints a table and "N passed, N failed".
//   npm run size:packages [-- --verbose] [-- --json]   (--verbose: the largest inputs of each entry; --json: the
//   figures in bytes, to set a budget from)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const budgetsFile = join(root, 'package-size-budgets.json');

/** The consumer module of an entry: its named imports (or the whole barrel, `"*"`) and its stylesheets. */
export function consumerSource(entry) {
  const lines = [];
  if (entry.import === '*') lines.push(`export * from '${entry.from}';`);
  else lines.push(`export { ${entry.import.join(', ')} } from '${entry.from}';`);
  for (const css of entry.css ?? []) lines.push(`import '${css}';`);
  return `${lines.join('\n')}\n`;
}

/**
 * The output files an entry loads at once (itself and what it imports statically, transitively) and later (what
 * those import dynamically, and everything that brings), from esbuild's metafile; each output's CSS bundle joins
 * the JS file that owns it.
 */
export function splitOutputs(metafile, entryOutput) {
  const outputs = metafile.outputs;
  const initial = new Set();
  const visit = (file, into, seen) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    into.add(file);
    if (outputs[file].cssBundle) into.add(outputs[file].cssBundle);
    for (const imported of outputs[file].imports ?? []) {
      if (imported.external) continue;
      if (imported.kind === 'import-statement') visit(imported.path, into, seen);
    }
  };
  visit(entryOutput, initial, new Set());
  const later = new Set();
  const seen = new Set(initial);
  const queue = [...initial];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.external || imported.kind !== 'dynamic-import' || seen.has(imported.path)) continue;
      const reached = new Set();
      visit(imported.path, reached, seen);
      for (const f of reached) {
        later.add(f);
        queue.push(f);
      }
    }
  }
  return { initial: [...initial], later: [...later] };
}

/** An entry's verdict: each measured figure against its budget (a missing budget is a failure: set one). */
export function judge(measured, budget = {}) {
  const over = [];
  for (const kind of ['js', 'css']) {
    if (typeof budget[kind] !== 'number') over.push(`no ${kind} budget`);
    else if (measured[kind] > budget[kind]) over.push(`${kind} ${measured[kind]} B > ${budget[kind]} B`);
  }
  return { ok: over.length === 0, over };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value, budget) =>
  typeof budget === 'number' && budget > 0 ? `${Math.round((value / budget) * 100)}%` : '—';
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The newest modification time of the files under a folder (to name a dist older than its sources). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

async function measure(entry, dir) {
  const file = join(dir, `${entry.id}.js`);
  writeFileSync(file, consumerSource(entry));
  const outdir = join(dir, `${entry.id}-out`);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    write: false,
    metafile: true,
    logLevel: 'error',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Anything a stylesheet points at is a file of its own, not counted as JS or CSS.
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff': 'file', '.woff2': 'file' },
  });
  const bytes = Object.fromEntries(
    result.outputFiles.map((output) => [output.path.slice(root.length).replace(/^\//, ''), output.contents]),
  );
  // esbuild gives every dynamically imported module an entry point of its own: the consumer's is the one named.
  const consumer = file.slice(root.length).replace(/^\//, '');
  const entryOutput = Object.keys(result.metafile.outputs).find(
    (out) => out.endsWith('.js') && result.metafile.outputs[out].entryPoint === consumer,
  );
  if (!entryOutput) throw new Error(`no output for ${consumer} in the metafile`);
  const { initial, later } = splitOutputs(result.metafile, entryOutput);
  const sum = (files, test) =>
    files.filter(test).reduce((total, f) => total + gzip(bytes[f] ?? new Uint8Array()), 0);
  const isJs = (f) => f.endsWith('.js');
  const isCss = (f) => f.endsWith('.css');
  const inputs = Object.entries(result.metafile.outputs[entryOutput].inputs)
    .map(([path, info]) => ({ path, bytes: info.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    js: sum(initial, isJs),
    css: sum(initial, isCss),
    laterJs: sum(later, isJs),
    laterCss: sum(later, isCss),
    laterFiles: later.filter(isJs).length,
    inputs,
  };
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  const { entries } = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const dir = join(root, '.tmp/package-size');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  let passed = 0;
  let failed = 0;
  const packages = [...new Set(entries.map((e) => e.from))];
  const missing = packages.filter((name) => !existsSync(join(root, 'node_modules', name, 'dist')));
  if (missing.length > 0) {
    console.log(`✗ not built: ${missing.join(', ')} (run npm run build:packages first)`);
    console.log(`package size: 0 passed, ${entries.length} failed`);
    process.exit(1);
  }
  for (const name of packages) {
    const pkg = join(root, 'node_modules', name);
    if (newest(join(pkg, 'src')) > newest(join(pkg, 'dist'))) {
      console.log(`! ${name}: dist/ is older than src/ (measuring the last build; npm run build:packages)`);
    }
  }

  const rows = [];
  for (const entry of entries) {
    let measured;
    try {
      measured = await measure(entry, dir);
    } catch (error) {
      failed++;
      console.log(`✗ ${entry.label}: the consumer does not bundle\n${error.message}`);
      continue;
    }
    const verdict = judge(measured, entry.budget);
    if (verdict.ok) passed++;
    else failed++;
    rows.push({ entry, measured, verdict });
    if (verbose) {
      console.log(`\n${entry.label}: the largest inputs of the entry chunk (minified bytes before gzip)`);
      for (const input of measured.inputs.slice(0, 15))
        console.log(`  ${String(input.bytes).padStart(8)}  ${input.path}`);
    }
  }

  const header = ['entry', 'JS', 'budget', '%', 'CSS', 'budget', '%', 'later (lazy) JS + CSS', ''];
  const table = rows.map(({ entry, measured, verdict }) => [
    entry.label,
    kb(measured.js),
    kb(entry.budget?.js ?? 0),
    ratio(measured.js, entry.budget?.js),
    kb(measured.css),
    kb(entry.budget?.css ?? 0),
    ratio(measured.css, entry.budget?.css),
    measured.laterFiles > 0
      ? `${kb(measured.laterJs)} + ${kb(measured.laterCss)} (${measured.laterFiles} chunks)`
      : '—',
    verdict.ok ? '✓' : `✗ ${verdict.over.join(', ')}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i >= 7 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('\nWhat an import costs (min + gzip, built packages, react and react-dom external):\n');
  console.log(line(header));
  console.log(line(widths.map((w) => '─'.repeat(w))));
  for (const row of table) console.log(line(row));
  if (process.argv.includes('--json')) {
    const figures = rows.map(({ entry, measured: { inputs, ...m } }) => ({ id: entry.id, ...m }));
    console.log(`\n${JSON.stringify(figures, null, 2)}`);
  }
  console.log(`\npackage size: ${passed} passed, ${failed} failed`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
