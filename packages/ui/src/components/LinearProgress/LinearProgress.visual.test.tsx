import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './LinearProgress.stories';

const { States, RightToLeft } = composeStories(stories);

test('progress bars look as designed', async () => {
  await expectStoryToMatchScreenshot(States, 'linear-progress');
});

test('a progress bar fills from the right in right-to-left', async () => {
  await expectStoryToMatchScreenshot(RightToLeft, 'linear-progress-rtl');
});
