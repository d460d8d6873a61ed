import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Countdown.stories';

const { Display, DisplayDark } = composeStories(stories);

test('the countdown looks as designed', async () => {
  await expectStoryToMatchScreenshot(Display, 'countdown');
});

test('the countdown looks as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(DisplayDark, 'countdown-dark');
});
