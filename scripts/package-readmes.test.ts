// The consumer READMEs of the published packages are held to the packages: every name a code block imports from a
// Chorus package is exported by that entry's source (the `source` condition of its `exports`; names read from the
// syntax, `export *` followed), every stylesheet a block imports is an entry of the package, and each
// README names its package's peer dependencies, the install command and, for a styled package, its stylesheet.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const published = ['ui', 'shell', 'apps', 'mock-handlers'];

interface Manifest {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  peerDependencies?: Record<string, string>;
}
const manifests = new Map<string, { dir: string; manifest: Manifest }>(
  published.map((dir) => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'),
    ) as Manifest;
    return [manifest.name, { dir, manifest }];
  }),
);

/** The package and the subpath of a specifier (`@chorus/ui/style.css` → `@chorus/ui`, `./style.css`). */
function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const [scope, pkg, ...rest] = specifier.split('/');
  return { name: `${scope}/${pkg}`, subpath: rest.length > 0 ? `./${rest.join('/')}` : '.' };
}

/** The source file of a package entry, or null when the package has no such entry. */
function entrySource(specifier: string): string | null {
  const { name, subpath } = splitSpecifier(specifier);
  const entry = manifests.get(name)?.manifest.exports[subpath];
  if (entry === undefined) return null;
  const source = typeof entry === 'string' ? entry : entry.source;
  return source ? join(root, 'packages', manifests.get(name)?.dir ?? '', source) : null;
}

/** The code blocks of a Markdown file (JavaScript and TypeScript ones). */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```(?:ts|tsx|js|jsx|mjs)\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

/** The static imports of a code block from Chorus packages: the specifier and the names (`a as b` → `a`). */
function chorusImports(code: string): { specifier: string; names: string[] }[] {
  const source = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: { specifier: string; names: string[] }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('@chorus/')) continue;
    const names: string[] = [];
    const clause = statement.importClause;
    if (clause?.name) names.push('default');
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
    }
    found.push({ specifier, names });
  }
  return found;
}

const readmes = published.map((dir) => ({
  dir,
  path: join(root, 'packages', dir, 'README.md'),
  name: `@chorus/${dir}`,
}));

/** The file a relative module specifier names (`./theme` → `./theme.ts` or `./theme/index.ts`). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The names a module exports, read from its syntax: declarations with `export`, `export { a, b as c }` (from a
 * module or not), `export * as ns`, and `export *` followed into the module it names. No type checker needed: the
 * barrels name every export (docs: CONVENTIONS), so this is exact for them and takes milliseconds.
 */
function exportsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      if (clause && ts.isNamedExports(clause))
        for (const element of clause.elements) names.add(element.name.text);
      else if (clause && ts.isNamespaceExport(clause)) names.add(clause.name.text);
      else if (from?.startsWith('.')) {
        const target = resolveRelative(file, from);
        if (target) for (const name of exportsOf(target, seen)) if (name !== 'default') names.add(name);
      }
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

describe('the READMEs of the published packages', () => {
  it('extracts the names a code block imports from a Chorus package', () => {
    const code =
      "import '@chorus/ui/style.css';\nimport { Button, type ButtonProps, Stack as S } from '@chorus/ui';\n";
    expect(chorusImports(code)).toEqual([
      { specifier: '@chorus/ui/style.css', names: [] },
      { specifier: '@chorus/ui', names: ['Button', 'ButtonProps', 'Stack'] },
    ]);
  });

  it.each(readmes)(
    '$name has a README with the install, its peer dependencies and its stylesheet',
    (readme) => {
      expect(existsSync(readme.path), `${readme.path} is missing`).toBe(true);
      const text = readFileSync(readme.path, 'utf8');
      expect(text).toContain(`npm install ${readme.name}`);
      const { manifest } = manifests.get(readme.name) ?? {};
      for (const peer of Object.keys(manifest?.peerDependencies ?? {})) expect(text).toContain(`\`${peer}\``);
      if (manifest?.exports['./style.css']) expect(text).toContain(`import '${readme.name}/style.css'`);
      expect(text).toContain('CHANGELOG.md');
    },
  );

  it('reads the names a barrel exports, through export *', () => {
    const ui = exportsOf(join(root, 'packages/ui/src/index.ts'));
    // Named in the barrel, a type, and one from `export * from './intl'`.
    for (const name of ['Button', 'ButtonProps', 'applyTheme', 'ThemeRegion', 'setLocale']) {
      expect(ui.has(name), name).toBe(true);
    }
    expect(ui.has('Buton')).toBe(false);
  });

  it('imports in their code only names the packages export', () => {
    const blocks = readmes.flatMap((readme) =>
      existsSync(readme.path)
        ? codeBlocks(readFileSync(readme.path, 'utf8')).map((code) => ({ readme: readme.name, code }))
        : [],
    );
    const imports = blocks.flatMap(({ readme, code }) =>
      chorusImports(code).map((imported) => ({ readme, ...imported })),
    );
    expect(imports.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const modules = new Map<string, string>();
    for (const { readme, specifier } of imports) {
      const source = entrySource(specifier);
      if (source === null) problems.push(`${readme}: ${specifier} is not an entry of its package`);
      else if (!specifier.endsWith('.css')) modules.set(specifier, source);
    }
    for (const { readme, specifier, names } of imports) {
      const source = modules.get(specifier);
      if (!source) continue;
      const exported = exportsOf(source);
      for (const name of names) {
        if (!exported.has(name)) problems.push(`${readme}: ${specifier} does not export ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
