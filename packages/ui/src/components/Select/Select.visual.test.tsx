import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Select.stories';

const { States } = composeStories(stories);

test('select states', async () => {
  await expectStoryToMatchScreenshot(States, 'select-states', { width: 360 });
});
