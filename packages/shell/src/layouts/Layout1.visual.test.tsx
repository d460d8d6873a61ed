import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Layout1.stories';

const { Default } = composeStories(stories);

test('layout1 looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'layout1-default', { width: 800 });
});
