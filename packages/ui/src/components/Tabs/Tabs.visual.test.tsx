import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Tabs.stories';

const { Default, Vertical } = composeStories(stories);

test('tabs look as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'tabs');
});

test('vertical tabs look as designed', async () => {
  await expectStoryToMatchScreenshot(Vertical, 'tabs-vertical');
});
