import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Heading.stories';

const { Levels } = composeStories(stories);

test('heading levels follow the type scale', async () => {
  await expectStoryToMatchScreenshot(Levels, 'heading-levels');
});
