/**
 * Story helper (story files only: it brings in the mock API): the server-error state of an initiatives
 * or meetings screen, signed in as `viewer`. The GET at `path` answers 500 (the other handlers stay
 * real); the play checks the alert and its "Try again" (`stateStories`' ServerError).
 */
import { stateStories } from '../storybook';
import { signInForStory } from '../storyAuth';
export function serverErrorStory(path, viewer = 'host') {
    const { ServerError } = stateStories(path, { empty: '', loading: '', error: 'The server failed' });
    return {
        ...ServerError,
        beforeEach: async () => {
            await signInForStory(viewer);
        },
    };
}
