import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Accordion.stories';

const { Default, Dark } = composeStories(stories);

test('an accordion with one section open looks as designed', async () => {
  await expectStoryToMatchScreenshot(Default, 'accordion');
});

test('an accordion looks as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(Dark, 'accordion-dark');
});
