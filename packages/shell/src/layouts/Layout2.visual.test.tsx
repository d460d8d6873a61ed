import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Layout2.stories';

const { Default } = composeStories(stories);

test('layout2 looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'layout2-default', { width: 800 });
});
