import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Skeleton.stories';

const { Card } = composeStories(stories);

test('a loading card looks as designed', async () => {
  await expectStoryToMatchScreenshot(Card, 'skeleton-card');
});
