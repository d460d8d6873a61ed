import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './Avatar.stories';

const { Sizes } = composeStories(stories);

test('avatars look as designed with photo, initials and the default avatar', async () => {
  await expectStoryToMatchScreenshot(Sizes, 'avatars');
});
