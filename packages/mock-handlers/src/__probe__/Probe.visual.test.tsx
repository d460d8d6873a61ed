import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './Probe.stories';
const { A } = composeStories(stories);
test('probe', async () => { await expectStoryToMatchScreenshot(A, 'probe-a'); });
