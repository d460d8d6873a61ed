import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Drawer.stories';

const { OpenAtEnd, OpenAtStart, OpenAtEndDark } = composeStories(stories);

type Story = typeof OpenAtEnd;

/**
 * The drawer is portalled to <body> and fixed to an edge of the viewport: the story renders into a frame
 * that covers the whole viewport, and the screenshot of that frame shows the backdrop and the sheet on
 * its edge.
 */
async function expectDrawerToMatchScreenshot(story: Story, name: string) {
  const frame = document.createElement('div');
  frame.dataset.testid = `frame-${name}`;
  frame.style.cssText = 'position:fixed;inset:0;';
  document.body.append(frame);
  try {
    await story.run({ canvasElement: frame });
    await document.fonts.ready;
    await expect.element(page.getByTestId(`frame-${name}`)).toMatchScreenshot(name);
  } finally {
    frame.remove();
  }
}

test('an open drawer sits on the end edge over a backdrop', async () => {
  await expectDrawerToMatchScreenshot(OpenAtEnd, 'drawer-end');
});

test('a drawer can open from the start edge', async () => {
  await expectDrawerToMatchScreenshot(OpenAtStart, 'drawer-start');
});

test('an open drawer looks as designed in the dark theme', async () => {
  await expectDrawerToMatchScreenshot(OpenAtEndDark, 'drawer-end-dark');
});
