import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Badge.stories';

const { Tones, TonesDark } = composeStories(stories);

test('badges look as designed in every tone', async () => {
  await expectStoryToMatchScreenshot(Tones, 'badge-tones');
});

test('badges look as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(TonesDark, 'badge-tones-dark');
});
