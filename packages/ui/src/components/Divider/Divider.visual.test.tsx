import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Divider.stories';

const { Orientations, OrientationsDark } = composeStories(stories);

test('dividers rule horizontally and vertically', async () => {
  await expectStoryToMatchScreenshot(Orientations, 'divider-orientations', { width: 320 });
});

test('dividers look as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(OrientationsDark, 'divider-orientations-dark', { width: 320 });
});
