import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { mockSecrets, realApiBuildProblems } from './real-api-build.mjs';

const dirs: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'real-api-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('the mock secrets are read from the sources: the token secret and every demo account', () => {
  const secrets = mockSecrets();
  expect(secrets).toContain('chorus-mock-api-secret');
  expect(secrets).toEqual(expect.arrayContaining(['host@chorus.dev', 'chorus-host', 'outsider@chorus.dev']));
});

test('a clean real-API build passes', () => {
  const dir = build({
    'index.html': '<script src="/assets/app-1.js"></script>',
    'assets/app-1.js': 'console.log("chorus")',
    '.vite/manifest.json': '{}',
  });
  expect(realApiBuildProblems(dir)).toEqual([]);
});

test('the secret, a demo account, a mock worker and a served or referenced source map are each found', () => {
  const dir = build({
    'index.html': '<p>host@chorus.dev</p>',
    'assets/app-1.js': 'const s="chorus-mock-api-secret";\n//# sourceMappingURL=app-1.js.map',
    'assets/app-1.js.map': '{}',
    'sw.js': '',
  });
  expect(realApiBuildProblems(dir).sort()).toEqual(
    [
      'sw.js: a mock worker is shipped',
      'index.html: contains the mock\'s "host@chorus.dev"',
      'assets/app-1.js: contains the mock\'s "chorus-mock-api-secret"',
      'assets/app-1.js: references a source map',
      'assets/app-1.js.map: a source map is served',
    ].sort(),
  );
});
