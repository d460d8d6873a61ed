import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The imports of a package's sources, read as text (no compiler): what the structure tests check (floors
 * inside a package, no cycle, what an entry pulls in).
 */

/**
 * Every module specifier of a source: `import … from 'x'`, `export … from 'x'`, a bare `import 'x'` and a
 * dynamic `import('x')`, in single or double quotes. Group 1 is `type ` for a type-only import or export.
 */
const IMPORT =
  /(?:\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

export function specifiers(source: string, { values = false } = {}): string[] {
  return [...source.matchAll(IMPORT)]
    .filter(([, typeOnly]) => !(values && typeOnly))
    .map(([, , , specifier]) => specifier as string);
}

/** The file a relative specifier names (`./x` → `./x.ts`, `./x.tsx` or `./x/index.ts`), if it exists. */
export function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The packages and the local files reachable from a file through relative imports (type-only ones too, unless `values`). */
export function reachable(file: string, { values = false, root = dirname(file) } = {}) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of specifiers(readFileSync(path, 'utf8'), { values })) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const found = resolveRelative(path, specifier);
        if (found) visit(found);
      }
    }
  };
  visit(file);
  return { packages: [...packages], files: [...files].map((path) => relative(root, path)) };
}

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|stories|visual\.test|dom\.test)\.tsx?$|\.test-helpers\.ts$/;

/** The source files of a folder (no tests, stories or test helpers, nothing under `test/`), relative to it. */
export function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file) && !file.split(sep).includes('test'))
    .sort();
}

/** Each source file's relative imports (type-only ones included: a cycle of types is still a cycle to read). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const path = join(root, file);
    const targets = specifiers(readFileSync(path, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(path, specifier))
      .filter((found): found is string => found !== undefined)
      .map((found) => relative(root, found));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of a graph, each as the files around it (one per strongly connected group). */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) connect(node);
  return found;
}

/** The top folder of a file inside its package's src (`meetings/meetings.rules.ts` → `meetings`; a root file: ''). */
export const folderOf = (file: string): string => (file.includes(sep) ? file.split(sep)[0]! : '');

/**
 * The imports that go from one top folder to another against an order of floors: a folder may import its own
 * files and the floors below it. `floors` lists the folders from the ground up (`''` is the package's root
 * files, its entries); folders on one floor share an array and may not import each other; `'*'` stands for
 * every folder not named elsewhere (a package's apps, say). A folder on no floor is reported too, so a new
 * folder has to be given its place.
 */
export function upwardImports(
  graph: Map<string, string[]>,
  floors: readonly (string | readonly string[])[],
): string[] {
  const named = new Map<string, number>();
  let rest: number | undefined;
  floors.forEach((floor, at) => {
    for (const folder of typeof floor === 'string' ? [floor] : floor) {
      if (folder === '*') rest = at;
      else named.set(folder, at);
    }
  });
  const levelOf = (file: string) => named.get(folderOf(file)) ?? rest;
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    const from = levelOf(file);
    if (from === undefined) {
      wrong.push(`${file}: its folder is on no floor`);
      continue;
    }
    for (const target of targets) {
      if (folderOf(file) === folderOf(target)) continue;
      const to = levelOf(target);
      if (to === undefined || to >= from) wrong.push(`${file} → ${target}`);
    }
  }
  return wrong;
}
