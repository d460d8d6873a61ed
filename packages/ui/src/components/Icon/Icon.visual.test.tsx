import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Icon.stories';

const { SizesAndTones, NavigationItems } = composeStories(stories);

test('icons come in sizes and tones', async () => {
  await expectStoryToMatchScreenshot(SizesAndTones, 'icon-sizes-tones', { width: 400 });
});

test('navigation items name their icons', async () => {
  await expectStoryToMatchScreenshot(NavigationItems, 'icon-navigation', { width: 240 });
});
