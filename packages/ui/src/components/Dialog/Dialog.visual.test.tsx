import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Dialog.stories';

const { Open } = composeStories(stories);

// The dialog is portalled to <body>: screenshot the dialog element itself.
test('an open dialog', async () => {
  const frame = document.createElement('div');
  document.body.append(frame);
  await Open.run({ canvasElement: frame });
  await expect.element(page.getByRole('dialog')).toMatchScreenshot('dialog-open');
  frame.remove();
});
