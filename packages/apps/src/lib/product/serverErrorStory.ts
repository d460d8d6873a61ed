/**
 * Story helper (story files only: it brings in the mock API): the server-error state of an initiatives
 * or meetings screen. The GET at `path` answers 500 (the other handlers stay real); the play checks the
 * alert and its "Try again".
 */
import { expect, within } from 'storybook/test';
import { failsWith, withHandlers } from '../storybook';
import { signInForStory, type storyAccounts } from '../storyAuth';

export function serverErrorStory(path: string, viewer: keyof typeof storyAccounts = 'host') {
  return {
    beforeEach: async () => {
      await signInForStory(viewer);
    },
    parameters: withHandlers(failsWith(path, 'The server failed')),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
        'The server failed',
      );
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  };
}
