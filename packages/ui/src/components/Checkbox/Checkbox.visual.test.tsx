import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Checkbox.stories';

const { States } = composeStories(stories);

test('checkbox states', async () => {
  await expectStoryToMatchScreenshot(States, 'checkbox-states', { width: 360 });
});
