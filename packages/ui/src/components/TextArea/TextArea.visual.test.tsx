import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './TextArea.stories';

const { States } = composeStories(stories);

test('text area states: default, error, disabled', async () => {
  await expectStoryToMatchScreenshot(States, 'text-area-states', { width: 360 });
});
