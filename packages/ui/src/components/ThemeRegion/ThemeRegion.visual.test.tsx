import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './ThemeRegion.stories';

const { AllThemes } = composeStories(stories);

test('the three themes side by side', async () => {
  await expectStoryToMatchScreenshot(AllThemes, 'themes-all');
});
