import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './List.stories';

const { Default, Interactive } = composeStories(stories);

test('a list with start and end slots looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'list');
});

test('a navigation list with a current item looks as designed', async () => {
  await expectStoryToMatchScreenshot(Interactive, 'list-interactive');
});
