// The server's production files, and nothing else: what deploy/Dockerfile copies into its runtime image, and what
// scripts/deploy-topology.test.ts runs its instances from (so a file the server needs at run time but the image
// lacks fails a test here, where no container can run).
//
//   node scripts/server-runtime.mjs <out-folder>
//
// <out-folder> gets:
//   package.json                      { "private": true, "type": "module" }
//   packages/server/package.json      (its "type": "module" makes dist/*.js ES modules)
//   packages/server/dist/             the bundle (npm run build:server first; @chorus/domain is inside it)
//   packages/server/drizzle/          the migrations (the server finds them beside dist/)
//   node_modules/                     the server's npm dependencies and theirs, copied from the installed tree
//                                     (the lockfile's versions), without the workspace packages bundled into dist
//                                     and without devDependencies or optional peers
// (`npm ci --omit=dev -w @chorus/server` would install from the registry and needs the workspace's lockfile; the
// copy needs neither, and takes exactly the versions the tests ran with.)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Where Node would find `name` from the package folder `from`: the nearest node_modules/<name> up to root. */
function locate(name, from) {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (resolve(dir) === resolve(root)) return null;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The installed package folders (relative to root) the server needs at run time. */
export function runtimePackages() {
  const workspaces = new Set(
    (readJson(join(root, 'package.json')).workspaces ?? []).map(
      (folder) => readJson(join(root, folder, 'package.json')).name,
    ),
  );
  const server = join(root, 'packages/server');
  const found = new Set();
  const missing = [];
  const visit = (name, from, required) => {
    if (workspaces.has(name)) return; // bundled into dist (tsup's noExternal)
    if (name.startsWith('@types/')) return; // type declarations: never loaded at run time
    const dir = locate(name, from);
    if (!dir) {
      if (required) missing.push(`${name} (needed by ${relative(root, from) || 'the root'})`);
      return;
    }
    const key = relative(root, dir);
    if (found.has(key)) return;
    found.add(key);
    const pkg = readJson(join(dir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, true);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, false);
    // An optional peer is left out even when the development tree has it (drizzle-orm lists 29: mysql2, …).
    for (const dep of Object.keys(pkg.peerDependencies ?? {}))
      if (!pkg.peerDependenciesMeta?.[dep]?.optional) visit(dep, dir, true);
  };
  for (const dep of Object.keys(readJson(join(server, 'package.json')).dependencies ?? {}))
    visit(dep, server, true);
  if (missing.length > 0)
    throw new Error(`Not installed (run npm ci first): ${[...new Set(missing)].join(', ')}`);
  return [...found].sort();
}

/** Writes the server's production files into `out` (emptied first). Resolves with the package folders copied. */
export function assembleRuntime(out) {
  const server = join(root, 'packages/server');
  if (!existsSync(join(server, 'dist/main.js')))
    throw new Error('packages/server/dist/main.js is missing: run `npm run build:server` first');
  const packages = runtimePackages();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'packages/server'), { recursive: true });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
  cpSync(join(server, 'package.json'), join(out, 'packages/server/package.json'));
  cpSync(join(server, 'dist'), join(out, 'packages/server/dist'), { recursive: true });
  cpSync(join(server, 'drizzle'), join(out, 'packages/server/drizzle'), { recursive: true });
  for (const folder of packages) {
    const from = join(root, folder);
    // A package's own nested node_modules are copied as packages of their own when needed (above).
    cpSync(from, join(out, folder), {
      recursive: true,
      dereference: true,
      filter: (path) => !relative(from, path).split(sep).includes('node_modules'),
    });
  }
  return packages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: node scripts/server-runtime.mjs <out-folder>');
    process.exit(2);
  }
  try {
    const packages = assembleRuntime(resolve(out));
    console.log(`The server's production files are in ${out} (${packages.length} npm packages).`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
