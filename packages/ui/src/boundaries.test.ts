// The kit's client/server boundary (docs/packages.md): a module that needs the browser's React (state, effects,
// context, event handlers, a client-only library) starts with 'use client', and only such a module does, so
// a server component can import the rest (tokens, layout, text, formatting) and render it on the server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));

/** What React exports under the `react-server` condition (react/cjs/react.react-server.*.js). */
const serverReact = new Set([
  'Activity',
  'Children',
  'Fragment',
  'Profiler',
  'StrictMode',
  'Suspense',
  'ViewTransition',
  'cache',
  'cacheSignal',
  'captureOwnerStack',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'use',
  'useCallback',
  'useDebugValue',
  'useId',
  'useMemo',
  'version',
]);
/** The hooks a server component may call. */
const serverHooks = new Set(['use', 'useCallback', 'useDebugValue', 'useId', 'useMemo']);
/** Libraries whose APIs need the browser's React (state, effects, context). */
const clientLibraries = [
  /^@radix-ui\/react-(?!slot$|compose-refs$)/,
  /^react-hook-form$/,
  /^@tanstack\/react-(table|virtual)$/,
];

/** What the issue names as server-safe: these must render in a server component. */
const serverSafe = [
  'theme/contract.css.ts',
  'theme/sprinkles.css.ts',
  'theme/tokens.ts',
  'theme/themeClasses.ts',
  'components/Box/Box.tsx',
  'components/Stack/Stack.tsx',
  'components/Text/Text.tsx',
  'components/Heading/Heading.tsx',
  'components/Card/Card.tsx',
  'components/Paper/Paper.tsx',
  'components/Divider/Divider.tsx',
  'icons/catalogue.ts',
  'intl/dates.ts',
  'intl/format.ts',
];

function modules(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|fixtures)\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

interface Analysis {
  directive: boolean;
  /** Only re-exports (`export … from`): a barrel. */
  barrel: boolean;
  /** Why the module needs the browser's React; empty when it does not. */
  reasons: string[];
}

function analyse(file: string): Analysis {
  const text = readFileSync(join(src, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const reasons = new Set<string>();
  let directive = false;
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') directive = true;
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.importClause?.isTypeOnly
    ) {
      const from = node.moduleSpecifier.text;
      if (clientLibraries.some((pattern) => pattern.test(from))) reasons.add(`imports ${from}`);
      const bindings = node.importClause?.namedBindings;
      if (from === 'react' && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && !serverReact.has(name)) reasons.add(`imports ${name} from react`);
        }
      }
    }
    if (ts.isJsxAttribute(node) && /^on[A-Z]/.test(node.name.getText(source)) && node.initializer) {
      reasons.add(`sets ${node.name.getText(source)}`);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && /^use[A-Z]/.test(callee.text) && !serverHooks.has(callee.text)) {
        reasons.add(`calls ${callee.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const barrel = source.statements.every(
    (statement) =>
      (ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression)) ||
      (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined),
  );
  return { directive, barrel, reasons: [...reasons] };
}

const analyses = new Map(modules().map((file) => [file, analyse(file)]));

describe("the kit's client/server boundary", () => {
  it('finds the modules (the walk reads the source tree)', () => {
    expect(analyses.size).toBeGreaterThan(100);
    expect(analyses.get('components/Button/Button.tsx')?.reasons).toContain('sets onClick');
  });

  it("marks every module that needs the browser's React 'use client'", () => {
    const unmarked = [...analyses]
      .filter(([, { directive, reasons }]) => reasons.length > 0 && !directive)
      .map(([file, { reasons }]) => `${file}: ${reasons.join(', ')}`);
    expect(unmarked).toEqual([]);
  });

  it("marks no other module 'use client' (the rest renders in a server component)", () => {
    const needless = [...analyses]
      .filter(([, { directive, reasons }]) => directive && reasons.length === 0)
      .map(([file]) => file);
    expect(needless).toEqual([]);
  });

  it('keeps the server-safe parts free of client APIs', () => {
    for (const file of serverSafe) {
      const analysis = analyses.get(file);
      expect(analysis, file).toBeDefined();
      expect({ file, directive: analysis?.directive, reasons: analysis?.reasons }).toEqual({
        file,
        directive: false,
        reasons: [],
      });
    }
  });

  it('keeps barrels free of the directive (each export keeps its own boundary)', () => {
    const barrels = [...analyses].filter(([, { barrel }]) => barrel);
    expect(barrels.length).toBeGreaterThan(40);
    expect(barrels.filter(([, { directive }]) => directive).map(([file]) => file)).toEqual([]);
  });
});
