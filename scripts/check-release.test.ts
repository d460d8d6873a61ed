import { describe, expect, it } from 'vitest';
import { manifestTargets, tarballProblems } from './check-release.mjs';

const manifest = {
  name: '@chorus/shell',
  version: '0.1.0',
  publishConfig: { access: 'public' },
  exports: {
    '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    './style.css': './dist/index.css',
  },
  main: './dist/index.js',
  types: './dist/index.d.ts',
  dependencies: { '@chorus/ui': '0.1.0', valtio: '2.3.2' },
};
const files = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.js.map',
  'dist/index.d.ts',
  'dist/index.css',
];
const versions = { '@chorus/ui': '0.1.0', '@chorus/shell': '0.1.0' };

describe('the release check of a tarball', () => {
  it('reads the targets of exports, main and types, never the source condition', () => {
    expect(manifestTargets(manifest)).toEqual(['dist/index.css', 'dist/index.d.ts', 'dist/index.js']);
  });

  it('passes a tarball with the built entries, the README and the changelog', () => {
    expect(tarballProblems({ files, manifest, versions })).toEqual([]);
  });

  it('names a missing README, changelog, LICENSE or entry', () => {
    const problems = tarballProblems({
      files: files.filter((f) => !['README.md', 'CHANGELOG.md', 'dist/index.css'].includes(f)),
      manifest,
      versions,
      hasLicense: true,
    });
    expect(problems).toEqual([
      'missing dist/index.css (named in the manifest)',
      'missing README.md',
      'missing CHANGELOG.md',
      'missing LICENSE',
    ]);
  });

  it('refuses sources, tests, stories and baselines in the tarball', () => {
    const stray = ['src/index.ts', 'dist/Button.test.js', 'dist/Button.stories.js', 'tsconfig.json'];
    const problems = tarballProblems({ files: [...files, ...stray], manifest, versions });
    expect(problems).toEqual(stray.map((file) => `stray file ${file}`));
  });

  it('refuses a source map of a test or a story', () => {
    const problems = tarballProblems({
      files,
      manifest,
      versions,
      mapSources: { 'dist/index.js.map': ['../src/index.ts', '../src/Button/Button.stories.tsx'] },
    });
    expect(problems).toEqual(['dist/index.js.map maps a test or story (../src/Button/Button.stories.tsx)']);
  });

  it('refuses restricted access and a dependency on another version of a Chorus package', () => {
    const problems = tarballProblems({
      files,
      manifest: { ...manifest, publishConfig: undefined, dependencies: { '@chorus/ui': '0.2.0' } },
      versions,
    });
    expect(problems).toEqual([
      'a scoped package without publishConfig.access "public" would publish restricted',
      "dependencies: @chorus/ui 0.2.0, but the workspace's @chorus/ui is 0.1.0",
    ]);
  });
});
