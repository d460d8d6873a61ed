import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Box.stories';

const { Sprinkles, SprinklesDark } = composeStories(stories);

test('boxes show the sprinkles: padding, surfaces, tones, radius, shadow, border', async () => {
  await expectStoryToMatchScreenshot(Sprinkles, 'box-sprinkles', { width: 480 });
});

test('boxes look as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(SprinklesDark, 'box-sprinkles-dark', { width: 480 });
});
