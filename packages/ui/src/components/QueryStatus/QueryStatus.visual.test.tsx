import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './QueryStatus.stories';

const { ServerError, Empty } = composeStories(stories);

test('a failed query shows the critical alert with Try again', async () => {
  await expectStoryToMatchScreenshot(ServerError, 'query-status-error', { width: 560 });
});

test('an empty query shows the empty state', async () => {
  await expectStoryToMatchScreenshot(Empty, 'query-status-empty', { width: 560 });
});
