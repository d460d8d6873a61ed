import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './RightToLeft.stories';

// The stories' play functions hold the checks (navbar on the right, content to its left, chevrons, no
// sideways overflow); here they run on a wide desktop page and on one just above the small-screen breakpoint.
const frames: HTMLElement[] = [];
afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  await page.viewport(800, 600);
});

const screenshots = new Set(['Layout1InRtl', 'Layout2InRtl']);

for (const [name, story] of Object.entries(composeStories(stories))) {
  for (const width of [1280, 1000]) {
    test(`${name} reads right to left at ${width} px`, async () => {
      await page.viewport(width, 800);
      const frame = document.createElement('div');
      frame.dataset.testid = `frame-${name}`;
      frame.style.cssText = 'inline-size:100%;';
      document.body.append(frame);
      frames.push(frame);
      await story.run({ canvasElement: frame });
      await expect.poll(() => frame.querySelector('[data-layout]')).not.toBeNull();
      if (width === 1000 && screenshots.has(name)) {
        await document.fonts.ready;
        const shot = name.replace('InRtl', '').toLowerCase();
        await expect.element(page.getByTestId(`frame-${name}`)).toMatchScreenshot(`${shot}-rtl`);
      }
    });
  }
}
