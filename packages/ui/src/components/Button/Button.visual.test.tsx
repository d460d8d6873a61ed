import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Button.stories';

const { Variants, Sizes, Loading } = composeStories(stories);

test('button variants and tones look as designed', async () => {
  await expectStoryToMatchScreenshot(Variants, 'button-variants');
});

test('button sizes look as designed', async () => {
  await expectStoryToMatchScreenshot(Sizes, 'button-sizes');
});

test('a loading button shows a spinner', async () => {
  await expectStoryToMatchScreenshot(Loading, 'button-loading', { width: 240 });
});
