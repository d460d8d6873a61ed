import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Popover.stories';

const { Open, OpenDark } = composeStories(stories);

test('an open popover sits under its trigger with an arrow', async () => {
  await expectStoryToMatchScreenshot(Open, 'popover-open', { width: 360 });
});

test('an open popover looks as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(OpenDark, 'popover-open-dark', { width: 360 });
});
