import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Arabic.stories';

// The shell in Arabic: the language turns it right to left and its labels are Arabic (issue 17).
const frames: HTMLElement[] = [];
afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  await page.viewport(800, 600);
});

for (const [name, story] of Object.entries(composeStories(stories))) {
  test(`${name} in Arabic`, async () => {
    await page.viewport(1000, 800);
    const frame = document.createElement('div');
    frame.dataset.testid = `frame-${name}`;
    frame.style.cssText = 'inline-size:100%;';
    document.body.append(frame);
    frames.push(frame);
    await story.run({ canvasElement: frame });
    await expect.poll(() => frame.querySelector('[data-layout]')).not.toBeNull();
    await document.fonts.ready;
    const shot = name.replace('InArabic', '').toLowerCase();
    await expect.element(page.getByTestId(`frame-${name}`)).toMatchScreenshot(`${shot}-ar`);
  });
}
