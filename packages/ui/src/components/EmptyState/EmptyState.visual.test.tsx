import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './EmptyState.stories';

const { Default, Dark } = composeStories(stories);

test('an empty state looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'empty-state');
});

test('an empty state looks as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(Dark, 'empty-state-dark');
});
