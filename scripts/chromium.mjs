// Which Chromium every tool starts (Vitest's browser projects, Playwright's e2e, the size, package and catalogue
// checks): Debian's, never a downloaded one. CHROMIUM_PATH overrides it.
//
// Debian's headless shell (package chromium-headless-shell: the same Blink and V8 without the browser's window
// and UI layers) when it is installed, as .ci/run does: the suite's browsers cost a fifth less CPU in it (story
// project 347 → 278 CPU-s, e2e 333 → 241, measured back to back; the visual baselines are the same pixels).
// Otherwise the full browser (/usr/bin/chromium), which runs every test the same way. `fullChromiumPath` is the
// full browser always: Lighthouse's figures (npm run bench) are a user's browser's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import chromium from './chromium.json' with { type: 'json' };

export const fullChromiumPath = process.env.CHROMIUM_PATH ?? chromium.path;
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(chromium.headlessShell) ? chromium.headlessShell : chromium.path);
export const chromiumArgs = chromium.args;

/** The version the chosen browser reports ("Chromium 156.0.8078.129"), or why it could not say. */
export function browserVersion(path = chromiumPath) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return (
    result.stdout?.trim().split('\n')[0] || `no version: ${result.error?.message ?? result.stderr?.trim()}`
  );
}
