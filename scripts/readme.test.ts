// The root README as a newcomer meets it (issue 30, item 20): its first two commands stay `npm install && npm
// start` and `npm test`; a "First five minutes" section comes before the architecture and says what the first
// install and start look like (the EBADENGINE warnings on an older Node, the dependency pre-bundling of the first
// start); the static Storybook has a script that serves it over HTTP (MSW's worker needs it).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The README's `## ` section titled `title` (up to the next `## `). */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('README for a newcomer', () => {
  it('starts with `npm install && npm start`, then `npm test`', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(commands.slice(0, 2)).toEqual(['npm install && npm start', 'npm test']);
  });

  it('has a "First five minutes" section before the architecture', () => {
    const firstMinutes = readme.indexOf('\n## First five minutes\n');
    expect(firstMinutes).toBeGreaterThan(0);
    expect(firstMinutes).toBeLessThan(readme.indexOf('\n## Architecture\n'));
  });

  it('says what the first install and the first start look like', () => {
    const text = section('First five minutes');
    // npm on a Node older than 22 warns about the packages that need 22; they only ever run on the pinned one.
    expect(text).toMatch(/EBADENGINE/);
    // The first start pre-bundles the dependencies before the page shows.
    expect(text).toMatch(/pre-bundl/i);
    expect(text).toMatch(/npm run storybook:static/);
  });

  it('serves the static Storybook over HTTP with `npm run storybook:static`', () => {
    expect(scripts['storybook:static']).toMatch(/scripts\/serve\.mjs storybook-static\b/);
    expect(readme).toMatch(/\| `npm run storybook:static` \|/);
  });
});
