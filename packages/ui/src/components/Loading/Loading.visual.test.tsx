import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Loading.stories';

const { Spinners } = composeStories(stories);

test('spinners look as designed', async () => {
  await expectStoryToMatchScreenshot(Spinners, 'spinners');
});
