import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Stack.stories';

const { Column, Row } = composeStories(stories);

test('a stack lays out a column', async () => {
  await expectStoryToMatchScreenshot(Column, 'stack-column', { width: 240 });
});

test('a stack lays out a row', async () => {
  await expectStoryToMatchScreenshot(Row, 'stack-row', { width: 400 });
});
