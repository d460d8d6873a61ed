import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './DateInput.stories';

const { States, StatesDark } = composeStories(stories);

test('date input states: empty, filled, date and time, error, disabled', async () => {
  await expectStoryToMatchScreenshot(States, 'date-input-states', { width: 360 });
});

// The theme's color-scheme styles the native picker's icon: dark is worth its own baseline.
test('date inputs look as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(StatesDark, 'date-input-states-dark', { width: 360 });
});
