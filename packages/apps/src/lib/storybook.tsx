/**
 * Story decorators for app screens: a memory router on the screen's route patterns, a fresh
 * QueryClient per story (no retries, so error states show at once), the shell's snackbar and dialog
 * (confirmations), both reset before each story.
 * Screen stories of every app use it: `decorators: [withAppProviders({ path, route })]`.
 * The handler overrides and `stateStories` below are for story files only (they bring in the mock API).
 */
import { handlers } from '@chorus/mock-handlers';
import { Message, resetDialogStore, resetMessageStore, ShellDialog, ShellScreenSize } from '@chorus/shell';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactElement, useState } from 'react';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { createQueryClient } from './query';

export interface AppProvidersOptions {
  /** The route pattern(s) the screen renders on, e.g. '/apps/mail/:folderHandle/:itemId?'. */
  path: string | readonly string[];
  /** The URL the story starts at, e.g. '/apps/mail/inbox'. */
  route: string;
}

function StoryApp({ Story, path, route }: AppProvidersOptions & { Story: ComponentType }) {
  const [client] = useState(() => {
    const next = createQueryClient();
    next.setDefaultOptions({
      queries: { ...next.getDefaultOptions().queries, retry: false },
      mutations: { retry: false },
    });
    return next;
  });
  const [router] = useState(() => {
    resetMessageStore();
    resetDialogStore();
    return createMemoryRouter(
      [...(typeof path === 'string' ? [path] : path), '*'].map((pattern) => ({
        path: pattern,
        element: <Story />,
      })),
      { initialEntries: [route] },
    );
  });
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Message />
      <ShellDialog />
    </QueryClientProvider>
  );
}

/** A Storybook decorator (typed structurally, so @chorus/apps needs no Storybook dependency). */
export function withAppProviders(
  options: AppProvidersOptions,
): (Story: ComponentType, context: { parameters: Record<string, unknown> }) => ReactElement {
  // A story starts elsewhere with `parameters: { route: '/apps/mail/inbox/mail-001' }`.
  return (Story, context) => {
    const route = typeof context.parameters.route === 'string' ? context.parameters.route : options.route;
    return <StoryApp key={route} Story={Story} {...options} route={route} />;
  };
}

/** Story parameters that put these handlers before the real ones (which answer every other call). */
export function withHandlers(...first: RequestHandler[]): { msw: { handlers: RequestHandler[] } } {
  return { msw: { handlers: [...first, ...handlers] } };
}

/** An endpoint that never answers (the loading state stays). */
export const neverAnswers = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** An endpoint that answers with an empty list. */
export const answersEmpty = (path: string) => http.get(path, () => HttpResponse.json([]));

/** An endpoint that fails with a 500 and this message (the contract's error body). */
export const failsWith = (path: string, message: string, method: 'get' | 'post' = 'get') =>
  http[method](path, () => HttpResponse.json({ error: { code: 'INTERNAL', message } }, { status: 500 }));

/** A POST the server refuses with a 400 and this message (an optimistic change rolls back). */
export const refuses = (path: string, message = 'Refused by the server') =>
  http.post(path, () => HttpResponse.json({ error: { code: 'VALIDATION', message } }, { status: 400 }));

interface StateStory {
  parameters: Record<string, unknown>;
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The Empty, Loading and ServerError stories of a screen whose list comes from `listPath`: each forces
 * its state through a handler override and checks what the user sees.
 * `export const { Empty, Loading, ServerError } = stateStories(mailPaths.mails, { ... })`.
 */
export function stateStories(
  listPath: string,
  texts: { empty: string; loading: string; error: string },
): { Empty: StateStory; Loading: StateStory; ServerError: StateStory } {
  return {
    Empty: {
      parameters: withHandlers(answersEmpty(listPath)),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(texts.empty)).toBeVisible();
      },
    },
    Loading: {
      parameters: withHandlers(neverAnswers(listPath)),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(texts.loading)).toBeVisible();
      },
    },
    ServerError: {
      parameters: withHandlers(failsWith(listPath, texts.error)),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error);
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
}

/** For pure views that render links: a memory router and nothing else. */
export function withMemoryRouter(Story: ComponentType): ReactElement {
  return (
    <MemoryRouter>
      <Story />
    </MemoryRouter>
  );
}

/** A decorator for a story at 360 px with the shell's small-screen behaviour (sidebars become drawers). */
export function withSmallScreen(Story: ComponentType): ReactElement {
  return (
    <ShellScreenSize size="mobile">
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    </ShellScreenSize>
  );
}

/**
 * Opens the action menu whose button is named `menu` (inside `container`) and clicks its item `item`, as a
 * user does. The menu is portalled, so the item is looked for in the whole document. Returns the button.
 */
export async function chooseFromMenu(
  container: HTMLElement,
  menu: string,
  item: string | RegExp,
  role: 'menuitem' | 'menuitemcheckbox' = 'menuitem',
): Promise<HTMLElement> {
  const trigger = within(container).getByRole('button', { name: menu });
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole(role, { name: item }));
  return trigger;
}
