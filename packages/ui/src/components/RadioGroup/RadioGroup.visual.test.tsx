import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './RadioGroup.stories';

const { Horizontal, WithError } = composeStories(stories);

test('a horizontal radio group', async () => {
  await expectStoryToMatchScreenshot(Horizontal, 'radio-group-horizontal');
});

test('a radio group with an error', async () => {
  await expectStoryToMatchScreenshot(WithError, 'radio-group-error', { width: 320 });
});
