import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './IconButton.stories';

const { Variants } = composeStories(stories);

test('icon buttons in their variants and sizes', async () => {
  await expectStoryToMatchScreenshot(Variants, 'icon-button-variants', { width: 400 });
});
