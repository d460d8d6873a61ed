import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import * as stories from './PasswordField.stories';

const { States } = composeStories(stories);

test('password field states: hidden, shown, error, disabled', async () => {
  await expectStoryToMatchScreenshot(States, 'password-field-states', { width: 360 });
});
