/**
 * Visual regression from stories: a story is composed with the workbench's
 * preview annotations (theme, MSW, decorators), mounted into a fixed frame and
 * compared with its committed baseline (`__screenshots__/`).
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

type RunnableStory = {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  storyName?: string;
};

const frames: HTMLElement[] = [];

afterEach(async () => {
  // Unmount by removing the frames; React roots are owned by the story renderer.
  for (const frame of frames.splice(0)) frame.remove();
});

export interface SnapshotOptions {
  /** Frame width in CSS pixels (default 640). */
  width?: number;
  // No theme option: a dark screenshot is a story of its own with `globals: { theme: 'defaultDark' }`, which
  // the workbench's decorator applies; an option here would be one more way that could silently not apply.
}

export async function expectStoryToMatchScreenshot(
  story: RunnableStory,
  name: string,
  { width = 640 }: SnapshotOptions = {},
): Promise<void> {
  const frame = document.createElement('div');
  frame.dataset.testid = `frame-${name}`;
  frame.style.cssText = `display:inline-block;width:${width}px;padding:16px;box-sizing:border-box;`;
  document.body.append(frame);
  frames.push(frame);
  await story.run({ canvasElement: frame });
  await document.fonts.ready;
  await expect.element(page.getByTestId(`frame-${name}`)).toMatchScreenshot(name);
}

// Screenshots are of a still frame: no animation, transition or blinking caret. Nor a text area's resize grip: it
// is the browser's drawing, not the kit's, and Chromium redraws it between versions (150 → 156 did).
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } textarea { resize: none !important; }';
document.head.append(still);
