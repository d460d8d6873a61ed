import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Chip.stories';

const { SelectableAndRemovable, MainThemeDark } = composeStories(stories);

test('chips look as designed', async () => {
  await expectStoryToMatchScreenshot(SelectableAndRemovable, 'chips');
});

test('chips look as designed in the main dark theme', async () => {
  await expectStoryToMatchScreenshot(MainThemeDark, 'chips-main-theme-dark');
});
