/**
 * The Node.js version check at start (main.ts runs it before anything else loads): package.json's `engines` says
 * Node ≥ 22.22, and an older Node would otherwise start and fail later, or not at all, without saying why.
 */
export const REQUIRED_NODE = '22.22.0';

const parts = (version: string) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

/** Why this Node.js cannot run the server, or null when it can. */
export function nodeVersionProblem(
  version: string = process.versions.node,
  required = REQUIRED_NODE,
): string | null {
  const have = parts(version);
  const need = parts(required);
  for (let index = 0; index < 3; index += 1) {
    const a = have[index] ?? 0;
    const b = need[index] ?? 0;
    if (a > b) return null;
    if (a < b)
      return `The Chorus server needs Node.js ${required} or later (package.json "engines"); this is Node.js ${version.replace(/^v/, '')}. Install Node.js 22 or run it through npm (npm run server), which uses the project's own Node.`;
  }
  return null;
}
