import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './DropdownMenu.stories';

const { Open } = composeStories(stories);

// The menu is portalled to <body>, outside the helper's frame: screenshot the menu itself.
test('an open dropdown menu', async () => {
  const frame = document.createElement('div');
  document.body.append(frame);
  await Open.run({ canvasElement: frame });
  await expect.element(page.getByRole('menu')).toMatchScreenshot('dropdown-menu-open');
  frame.remove();
});
