/**
 * The story project's setup (vitest.config.ts; how long play functions wait is set in .storybook/preview.tsx): after a story's play
 * function and axe, the hard-coded-string detector checks the same render in the pseudo-locale
 * (testing/pseudoLocale.ts). A story that already failed is not checked again; a story whose texts are not all pseudo-localised or data fails with the list. Each check is
 * recorded in the test's meta (`pseudoLocale`), which `npm test` counts as checks of their own.
 */
import { afterEach, beforeEach } from 'vitest';
import { hardCodedStrings, recordWhatThePageIsTold } from './pseudoLocale';

interface StoryContext {
  story?: { args: unknown; parameters: Record<string, unknown> };
  task: { file?: { filepath: string }; result?: { state?: string }; meta: Record<string, unknown> };
}

const sources = new Map<string, Promise<string>>();
function rawSource(path: string): Promise<string> {
  let found = sources.get(path);
  if (!found) {
    found = import(/* @vite-ignore */ `/@fs${path}?raw`).then(
      (module: { default: string }) => module.default,
    );
    sources.set(path, found);
  }
  return found;
}

beforeEach(() => {
  recordWhatThePageIsTold();
});

afterEach(async (context) => {
  const { story, task } = context as unknown as StoryContext;
  const path = task.file?.filepath;
  if (!story || !path || task.result?.state === 'fail') return;
  const problems = await hardCodedStrings(story, await rawSource(path));
  task.meta.pseudoLocale = problems.length === 0 ? 'passed' : 'failed';
  if (problems.length > 0)
    throw new Error(
      `Text not from a catalogue, shown in the pseudo-locale (docs/i18n.md):\n  ${problems.join('\n  ')}`,
    );
});
