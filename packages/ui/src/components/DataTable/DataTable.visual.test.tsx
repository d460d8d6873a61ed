import { composeStories } from '@storybook/react-vite';
import { test } from 'vitest';
import { expectStoryToMatchScreenshot } from '@chorus/testing/visual';
import * as stories from './DataTable.stories';

const { Showcase, ShowcaseDark, RightToLeft, Empty } = composeStories(stories);

test('the data table looks as designed with filters, selection and sorting', async () => {
  await expectStoryToMatchScreenshot(Showcase, 'data-table', { width: 760 });
});

test('the data table looks as designed in the dark theme', async () => {
  await expectStoryToMatchScreenshot(ShowcaseDark, 'data-table-dark', { width: 760 });
});

test('the data table mirrors in right-to-left', async () => {
  await expectStoryToMatchScreenshot(RightToLeft, 'data-table-rtl', { width: 760 });
});

test('an empty data table looks as designed', async () => {
  await expectStoryToMatchScreenshot(Empty, 'data-table-empty', { width: 760 });
});
