// The tsup build shared by the styled packages (ui, shell, apps): ESM, .d.ts, one extracted CSS file.
//
// Two layouts (docs/packages.md):
// - `modules` (@chorus/ui): one output file per source module, imports between them kept (a "preserve modules"
//   build), so a module's `'use client'` directive stays at the top of its own file: the client/server boundary
//   is per component. Declarations are per module too (the TypeScript API, relative imports given their `.js`).
// - `bundle` (@chorus/shell, @chorus/apps): one entry and its lazy chunks, every file a client module
//   (`'use client'`): the package is one client boundary, as a consumer would wrap the shell in one.
// Either way the CSS is one file, `dist/index.css` (`<package>/style.css`), from one bundle of `src/index.ts`
// (the lazy chunks' CSS appended), so its order (cascade layers, then the modules' import order) is the one the
// demo and Storybook run with.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import ts from 'typescript';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** Vite's `?raw` imports (a file's text: the UI pages' example sources, the documentation's Markdown), for esbuild. */
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

// Dependencies and peers stay imports; only our own code is bundled.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@chorus\//,
  /^@radix-ui\//,
  /^@tanstack\//,
  /^@vanilla-extract\/(css|dynamic|recipes|sprinkles)($|\/)/,
];

const sourceExtensions = ['.ts', '.tsx'];

/** The source file a relative import names (`./Button` → `…/Button.tsx`, `./theme` → `…/theme/index.ts`). */
function sourceFileOf(from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier);
  for (const candidate of [
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `./x/index.tsx` seen from `dir` → `./x/index.js` (what the built file imports). */
function builtSpecifier(dir: string, file: string): string {
  const path = relative(dir, file)
    .split(/[\\/]/)
    .join(posix.sep)
    .replace(/\.tsx?$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * One output file per module: every relative import of a module that is itself an entry stays an import (of the
 * built file), instead of being bundled in.
 */
function preserveModules(entries: ReadonlySet<string>): Plugin {
  return {
    name: 'preserve-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || args.namespace !== 'file') return undefined;
        const file = sourceFileOf(args.resolveDir, args.path);
        if (!file || !entries.has(file)) return undefined;
        return { path: builtSpecifier(args.resolveDir, file), external: true };
      });
    },
  };
}

/** The package's CSS (one bundle of src/index.ts, as today) and the source modules that bundle reaches. */
async function bundleCss(packageDir: string) {
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: ['src/index.ts'],
    bundle: true,
    // One output: the CSS of lazily imported modules lands in index.css too.
    splitting: false,
    format: 'esm',
    target: 'es2022',
    outdir: join(packageDir, 'dist'),
    write: false,
    metafile: true,
    logLevel: 'error',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', ...dependencyNames(packageDir)],
    plugins: [rawText, vanillaExtractPlugin()],
  });
  const css = result.outputFiles.find((file) => file.path === join(packageDir, 'dist/index.css'));
  if (!css) throw new Error(`${packageDir}: the bundle of src/index.ts made no index.css`);
  const modules = Object.keys(result.metafile.inputs)
    .filter((input) => input.startsWith('src/') && /\.tsx?$/.test(input))
    .map((input) => join(packageDir, input));
  return { css: css.text, modules };
}

function dependencyNames(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).flatMap((name) => [
    name,
    `${name}/*`,
  ]);
}

/**
 * The modules' declarations with the TypeScript API, one `.d.ts` per module beside its `.js`; relative imports get
 * the `.js` of the module they name, as Node's ESM resolution (and are-the-types-wrong) requires.
 */
function emitDeclarations(packageDir: string, modules: string[]): void {
  const configPath = join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${configPath}: unreadable`);
  const srcDir = join(packageDir, 'src');
  const outDir = join(packageDir, 'dist');
  const ambient = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({
    rootNames: [...modules, ...ambient],
    options: {
      ...config.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      rootDir: srcDir,
      outDir,
    },
  });
  // `./x`, `../x`, and `.` or `..` alone (TypeScript names a folder's index so in an inferred type).
  const specifier = /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/gm;
  const unresolved: string[] = [];
  const { diagnostics } = program.emit(undefined, (fileName, text) => {
    const sourceDir = dirname(join(srcDir, relative(outDir, fileName)));
    const fixed = text.replace(specifier, (whole, lead: string, quote: string, path: string, at: number) => {
      // An example in a doc comment stays as written.
      const line = text.slice(text.lastIndexOf('\n', at) + 1, at).trimStart();
      if (line.startsWith('*') || line.startsWith('/')) return whole;
      const file = sourceFileOf(sourceDir, path);
      if (!file) unresolved.push(`${relative(packageDir, fileName)}: ${path}`);
      return file ? `${lead}${quote}${builtSpecifier(sourceDir, file)}${quote}` : whole;
    });
    mkdirSync(dirname(fileName), { recursive: true });
    writeFileSync(fileName, fixed);
  });
  if (unresolved.length > 0)
    throw new Error(`declarations import what is not a module:\n${unresolved.join('\n')}`);
  const errors = [...ts.getPreEmitDiagnostics(program), ...diagnostics].filter(
    (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
  );
  if (errors.length > 0) {
    throw new Error(
      ts.formatDiagnostics(errors, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => packageDir,
        getNewLine: () => '\n',
      }),
    );
  }
}

const directive = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*(['"])use client\1/;

/** Every built `.js` of `dir` (recursively). */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

/** Prepends `'use client'` to every built file (and shifts its source map by the line added). */
function markClient(dir: string): number {
  const files = builtFiles(dir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (directive.test(text)) continue;
    writeFileSync(file, `"use client";\n${text}`);
    const map = `${file}.map`;
    if (existsSync(map)) {
      const json = JSON.parse(readFileSync(map, 'utf8'));
      json.mappings = `;${json.mappings}`;
      writeFileSync(map, JSON.stringify(json));
    }
  }
  return files.length;
}

/**
 * Drops the side-effect imports (`import "./reset.css.js"`) of style modules that export nothing: their rules are
 * in dist/index.css and their built JavaScript is empty, so a consumer's bundler would only warn that it skips them.
 */
function dropEmptyStyleImports(files: string[]): void {
  const bare = /^import (["'])(\.{1,2}\/[^"']+\.css\.js)\1;\n/gm;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const kept = text.replace(bare, (whole, _quote: string, path: string) => {
      const target = resolve(dirname(file), path);
      // An empty line in its place: the source map's lines stay right.
      return existsSync(target) && !/\bexport\b/.test(readFileSync(target, 'utf8')) ? '\n' : whole;
    });
    if (kept !== text) writeFileSync(file, kept);
  }
}

/**
 * esbuild gives the CSS of each lazily loaded chunk (the shell's layouts, the apps' screens) a file of its own,
 * which no JavaScript imports once extracted: appended to index.css, so `<package>/style.css` holds every rule.
 */
function mergeChunkCss(dir: string): number {
  const index = join(dir, 'index.css');
  const mapComment = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;
  const chunks = readdirSync(dir)
    .filter((file) => file.endsWith('.css') && file !== 'index.css')
    .sort();
  const own = readFileSync(index, 'utf8');
  const comment = mapComment.exec(own)?.[0] ?? '';
  const parts = [own.replace(mapComment, '')];
  for (const chunk of chunks) {
    parts.push(readFileSync(join(dir, chunk), 'utf8').replace(mapComment, ''));
    rmSync(join(dir, chunk));
    rmSync(join(dir, `${chunk}.map`), { force: true });
  }
  writeFileSync(index, `${parts.join('\n')}${comment}`);
  return chunks.length;
}

export interface StyledPackageOptions {
  /** `modules`: one file per module, per-component client boundaries; `bundle`: one client bundle. */
  layout: 'modules' | 'bundle';
}

export function styledPackageConfig({ layout }: StyledPackageOptions) {
  return defineConfig(async () => {
    const packageDir = process.cwd();
    const common: Options = {
      format: ['esm'],
      sourcemap: true,
      clean: true,
      target: 'es2022',
      external,
    };
    if (layout === 'bundle') {
      return {
        ...common,
        entry: ['src/index.ts'],
        dts: true,
        splitting: true,
        treeshake: true,
        esbuildPlugins: [rawText, vanillaExtractPlugin()],
        async onSuccess() {
          const chunks = mergeChunkCss(join(packageDir, 'dist'));
          const count = markClient(join(packageDir, 'dist'));
          console.log(
            `CLI ${count} files marked 'use client'; the CSS of ${chunks} lazy chunks merged into index.css`,
          );
        },
      };
    }
    const { css, modules } = await bundleCss(packageDir);
    const entries = new Set(modules);
    return {
      ...common,
      entry: modules.map((file) => relative(packageDir, file)),
      // Each file is a module of its own: nothing to split, and tsup's Rollup pass would drop the directives.
      splitting: false,
      treeshake: false,
      dts: false,
      silent: true,
      esbuildPlugins: [rawText, preserveModules(entries), vanillaExtractPlugin({ outputCss: false })],
      async onSuccess() {
        writeFileSync(join(packageDir, 'dist/index.css'), css);
        emitDeclarations(packageDir, modules);
        const files = builtFiles(join(packageDir, 'dist'));
        dropEmptyStyleImports(files);
        const client = files.filter((file) => directive.test(readFileSync(file, 'utf8'))).length;
        console.log(
          `CLI ${files.length} modules (${client} of them 'use client'), their .d.ts, and dist/index.css`,
        );
      },
    };
  });
}
