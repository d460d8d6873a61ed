import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Tooltip.stories';

const { Open } = composeStories(stories);

test('an open tooltip sits under its trigger', async () => {
  await expectStoryToMatchScreenshot(Open, 'tooltip-open', { width: 320 });
});
