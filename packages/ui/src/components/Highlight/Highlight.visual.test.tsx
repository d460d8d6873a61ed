import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Highlight.stories';

const { Matches, Dark } = composeStories(stories);

test('matches are marked as designed', async () => {
  await expectStoryToMatchScreenshot(Matches, 'highlight-matches');
});

test('matches are marked as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(Dark, 'highlight-matches-dark');
});
