import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './TextField.stories';

const { States } = composeStories(stories);

test('text field states: helper, error, disabled, adornment', async () => {
  await expectStoryToMatchScreenshot(States, 'text-field-states', { width: 360 });
});
