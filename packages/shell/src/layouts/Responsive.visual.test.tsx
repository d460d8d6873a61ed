import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as layout1 from './Layout1.stories';
import * as layout2 from './Layout2.stories';
import * as layout3 from './Layout3.stories';

const layouts = {
  layout1: composeStories(layout1).AutoScreen,
  layout2: composeStories(layout2).AutoScreen,
  layout3: composeStories(layout3).AutoScreen,
};

const frames: HTMLElement[] = [];
afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  await page.viewport(800, 600);
});

for (const [name, story] of Object.entries(layouts)) {
  for (const width of [360, 768, 1440]) {
    test(`${name} has no horizontal overflow at ${width} px`, async () => {
      await page.viewport(width, 800);
      const frame = document.createElement('div');
      frame.style.cssText = 'inline-size:100%;';
      document.body.append(frame);
      frames.push(frame);
      await story.run({ canvasElement: frame });
      await expect.poll(() => frame.querySelector('[data-layout]')).not.toBeNull();
      const root = frame.querySelector('[data-layout]') as HTMLElement;
      expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      if (width < 960) {
        expect(frame.querySelector('[aria-label="Open navigation"]')).not.toBeNull();
      }
    });
  }
}
