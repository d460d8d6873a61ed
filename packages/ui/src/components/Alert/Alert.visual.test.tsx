import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Alert.stories';

const { Tones, TonesDark } = composeStories(stories);

test('alerts look as designed in every tone', async () => {
  await expectStoryToMatchScreenshot(Tones, 'alert-tones');
});

test('alerts look as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(TonesDark, 'alert-tones-dark');
});
