import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Layout3.stories';

const { Default } = composeStories(stories);

test('layout3 looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'layout3-default', { width: 800 });
});
