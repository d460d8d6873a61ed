// What a release would publish: `npm publish --dry-run` for each published package (offline: the registry is
// never contacted), then its tarball's file list is checked. It must hold the built files every entry of
// `exports` (and `main`, `types`) points at, README.md and CHANGELOG.md (and LICENSE when the package has one),
// and nothing else: no sources, no tests or stories, no source map of a test or a story. The manifest must be
// publishable: public access for the scoped name, and the other Chorus packages it depends on at the versions
// they have (the five share one version: docs/packages.md "Releases").
// Run after the packages are built (`npm run build:packages`); prints "N passed, N failed" and exits 1 on a failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { capture, root } from './lib.mjs';

export const releasedPackages = [
  { dir: 'packages/domain', name: '@chorus/domain' },
  { dir: 'packages/mock-handlers', name: '@chorus/mock-handlers' },
  { dir: 'packages/ui', name: '@chorus/ui' },
  { dir: 'packages/shell', name: '@chorus/shell' },
  { dir: 'packages/apps', name: '@chorus/apps' },
];

/** The files a package's manifest points consumers at (every condition but `source`, which is for the workspace). */
export function manifestTargets(manifest) {
  const targets = new Set();
  const walk = (value, key) => {
    if (key === 'source') return;
    if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types']) if (manifest[field]) walk(manifest[field], field);
  return [...targets].sort();
}

/** A file no tarball should hold (a test, a story, a fixture, a source file, a baseline), by path. */
const strayPath =
  /(^|\/)(__screenshots__|__tests__|src|test|testing)\/|\.(test|spec|stories|visual\.test|dom\.test)\.|\.tsbuildinfo$/;
/** Where a source map may say a built file came from: not a test or a story. */
const testSource = /\.(test|spec|stories)\.[cm]?[jt]sx?$|(^|\/)(__tests__|testing)\//;

/**
 * What is wrong with a package's tarball: `files` are the tarball's paths, `manifest` its package.json,
 * `mapSources` the `sources` of each source map in it (by path), `versions` the workspace's versions by name,
 * `hasLicense` whether the package folder has a LICENSE file. Returns one line per problem (empty: publishable).
 */
export function tarballProblems({ files, manifest, mapSources = {}, versions = {}, hasLicense = false }) {
  const problems = [];
  const have = new Set(files);
  for (const target of manifestTargets(manifest)) {
    if (!have.has(target)) problems.push(`missing ${target} (named in the manifest)`);
  }
  for (const required of ['package.json', 'README.md', 'CHANGELOG.md', ...(hasLicense ? ['LICENSE'] : [])]) {
    if (!have.has(required)) problems.push(`missing ${required}`);
  }
  if (!files.some((file) => file.startsWith('dist/'))) problems.push('no dist/ files');
  const allowedTop = /^(package\.json|README\.md|CHANGELOG\.md|LICEN[CS]E(\.md|\.txt)?)$/;
  for (const file of files) {
    if (!file.startsWith('dist/') && !allowedTop.test(file)) problems.push(`stray file ${file}`);
    else if (strayPath.test(file)) problems.push(`stray file ${file}`);
  }
  for (const [map, sources] of Object.entries(mapSources)) {
    const tests = sources.filter((source) => testSource.test(source));
    if (tests.length > 0) problems.push(`${map} maps a test or story (${tests.slice(0, 3).join(', ')})`);
  }
  if (manifest.private) problems.push('the manifest is private');
  if (manifest.name?.startsWith('@') && manifest.publishConfig?.access !== 'public') {
    problems.push('a scoped package without publishConfig.access "public" would publish restricted');
  }
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (name in versions && range !== versions[name]) {
        problems.push(`${field}: ${name} ${range}, but the workspace's ${name} is ${versions[name]}`);
      }
    }
  }
  return problems;
}

async function main() {
  // npm scripts leak npm_* variables (workspace, prefix...) that would confuse a nested npm.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const manifests = Object.fromEntries(
    releasedPackages.map((pkg) => [
      pkg.name,
      JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')),
    ]),
  );
  const versions = Object.fromEntries(Object.entries(manifests).map(([name, m]) => [name, m.version]));
  let passed = 0;
  let failed = 0;
  for (const pkg of releasedPackages) {
    const manifest = manifests[pkg.name];
    // --offline: npm reads nothing from the registry and sends nothing (a dry run otherwise asks who is logged in).
    const result = await capture(
      'npm',
      ['publish', '--dry-run', '--json', '--offline', '--silent', '-w', pkg.name],
      {
        env,
      },
    );
    let report;
    try {
      report = JSON.parse(result.out)[pkg.name] ?? JSON.parse(result.out);
    } catch {
      report = null;
    }
    if (result.code !== 0 || !report?.files) {
      failed++;
      console.log(`✗ ${pkg.name}: npm publish --dry-run failed (exit ${result.code})\n${result.out.trim()}`);
      continue;
    }
    const files = report.files.map((file) => file.path);
    const mapSources = Object.fromEntries(
      files
        .filter((file) => file.endsWith('.map'))
        .map((file) => {
          const path = join(root, pkg.dir, file);
          const sources = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')).sources ?? []) : [];
          return [file, sources];
        }),
    );
    const problems = tarballProblems({
      files,
      manifest,
      mapSources,
      versions,
      hasLicense: existsSync(join(root, pkg.dir, 'LICENSE')),
    });
    const size = `${report.filename}: ${files.length} files, ${(report.size / 1024).toFixed(1)} KB packed, ${(report.unpackedSize / 1024).toFixed(1)} KB unpacked`;
    if (problems.length === 0) {
      passed++;
      console.log(`✓ ${pkg.name}@${report.version} would publish (${size})`);
    } else {
      failed++;
      console.log(`✗ ${pkg.name}@${report.version} (${size}):\n  ${problems.join('\n  ')}`);
    }
  }
  console.log(`release: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
