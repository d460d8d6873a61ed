import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Text.stories';

const { Tones, Sizes } = composeStories(stories);

test('text tones are readable', async () => {
  await expectStoryToMatchScreenshot(Tones, 'text-tones');
});

test('the type scale', async () => {
  await expectStoryToMatchScreenshot(Sizes, 'text-sizes');
});
