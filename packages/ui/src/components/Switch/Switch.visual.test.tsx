import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Switch.stories';

const { States } = composeStories(stories);

test('switch states', async () => {
  await expectStoryToMatchScreenshot(States, 'switch-states', { width: 360 });
});
