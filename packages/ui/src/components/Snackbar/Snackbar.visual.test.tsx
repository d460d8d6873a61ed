import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Snackbar.stories';

const { Variants, VariantsMainThemeDark } = composeStories(stories);

test('snackbars look as designed in every variant', async () => {
  await expectStoryToMatchScreenshot(Variants, 'snackbar-variants');
});

test('snackbars look as designed in the main dark theme', async () => {
  await expectStoryToMatchScreenshot(VariantsMainThemeDark, 'snackbar-variants-main-theme-dark');
});
