import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from './Layout2.stories';

const { Default, CrowdedNavigation, ContainerMode } = composeStories(stories);

const frames: HTMLElement[] = [];
afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  await page.viewport(800, 600);
});

// A small laptop's width, where the sample navigation fits the row: the Default story hovers its Templates menu.
test('layout2 looks as designed', async () => {
  await page.viewport(1024, 700);
  await expectStoryToMatchScreenshot(Default, 'layout2-default', { width: 1024 });
});

async function renderCrowded(width: number, name: string) {
  await page.viewport(width, 800);
  const frame = document.createElement('div');
  frame.dataset.testid = name;
  frame.style.cssText = 'inline-size:100%;';
  document.body.append(frame);
  frames.push(frame);
  // The play function checks that no item is cut off and that the row and the More menu hold them all.
  await CrowdedNavigation.run({ canvasElement: frame });
  return frame;
}

// Just above the small-screen breakpoint (960) the row cannot hold every item: the last ones go under More.
for (const width of [960, 1000]) {
  test(`layout2 moves the navigation items that do not fit at ${width} px into a More menu`, async () => {
    const frame = await renderCrowded(width, `crowded-${width}`);
    await expect.element(page.getByRole('button', { name: 'More' })).toBeVisible();
    if (width === 1000) {
      await userEvent.click(page.getByRole('button', { name: 'More' }));
      await document.fonts.ready;
      await expect.element(page.getByTestId(frame.dataset.testid!)).toMatchScreenshot('layout2-more-open');
    }
  });
}

for (const width of [1100, 1440]) {
  test(`layout2 shows every navigation item in the row when they fit (${width} px)`, async () => {
    await renderCrowded(width, `crowded-${width}`);
    await expect.element(page.getByRole('link', { name: /Documentation/ })).toBeVisible();
    expect(document.querySelector('[data-nav-key="nav-more"]')).toBeNull();
  });
}

// Container mode on a wide screen: the toolbar, navbar, content and footer share the container's edges
// (the story's play function measures them).
test('layout2 in container mode aligns every region to the container (1440 px)', async () => {
  await page.viewport(1440, 800);
  const frame = document.createElement('div');
  frame.style.cssText = 'inline-size:100%;';
  document.body.append(frame);
  frames.push(frame);
  await ContainerMode.run({ canvasElement: frame });
  expect(frame.querySelector('[data-mode="container"]')).not.toBeNull();
});
