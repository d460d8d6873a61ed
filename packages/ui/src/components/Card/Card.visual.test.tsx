import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as paperStories from '../Paper/Paper.stories';
import * as stories from './Card.stories';

const { Default } = composeStories(stories);
const { Elevations } = composeStories(paperStories);

test('a card frames its content', async () => {
  await expectStoryToMatchScreenshot(Default, 'card-default', { width: 360 });
});

test('paper elevations', async () => {
  await expectStoryToMatchScreenshot(Elevations, 'paper-elevations');
});
