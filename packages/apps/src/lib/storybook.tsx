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
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from './query';
import { formPage } from './storybook.css';

export interface AppProvidersOptions {
  /** The route pattern(s) the screen renders on, e.g. '/apps/mail/:folderHandle/:itemId?'. */
  path: string | readonly string[];
  /** The URL the story starts at, e.g. '/apps/mail/inbox'. */
  route: string;
}

function StoryApp({ Story, path, route }: AppProvidersOptions & { Story: ComponentType }) {
  const [client] = useState(() => {
    // No polling in a story: its data changes only through what the story does.
    const next = createQueryClient({ polling: false });
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
/**
 * The text of the file a story's action hands the browser to download (an export): the Blob given to
 * `URL.createObjectURL`, read as text (a leading byte order mark left out).
 */
export async function downloadedText(act: () => Promise<unknown>): Promise<string> {
  const files = spyOn(URL, 'createObjectURL');
  try {
    await act();
    await waitFor(() => expect(files).toHaveBeenCalled());
    const blob = files.mock.calls.at(-1)?.[0];
    if (!(blob instanceof Blob)) throw new Error('No file was handed to the browser');
    return (await blob.text()).replace(/^\uFEFF/, '');
  } finally {
    files.mockRestore();
  }
}

export function withHandlers(...first: RequestHandler[]): { msw: { handlers: RequestHandler[] } } {
  return { msw: { handlers: [...first, ...handlers] } };
}

/**
 * Counts this story's GETs of `path` before the real handler answers them: put `reads.handler` in
 * `withHandlers(...)`, read `reads.count` (a story that expects no refetch compares it before and after).
 */
export function countReads(path: string): { count: number; handler: RequestHandler } {
  const reads = {
    count: 0,
    handler: http.get(path, () => {
      reads.count += 1;
      // No answer: the real handler behind this one answers.
    }),
  };
  return reads;
}

/** The bodies of this story's POSTs to `path`, recorded before the real handler answers them. */
export function recordPosts(path: string): { bodies: unknown[]; handler: RequestHandler } {
  const bodies: unknown[] = [];
  const handler = http.post(path, async ({ request }) => {
    bodies.push(await request.clone().json());
  });
  return { bodies, handler };
}

/** An endpoint that never answers (the loading state stays). */
export const neverAnswers = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** An endpoint that answers with an empty list. */
export const answersEmpty = (path: string) => http.get(path, () => HttpResponse.json([]));

/**
 * Answers held until the play function lets them go: a story that checks what the screen shows while a request
 * is under way (an optimistic change) holds the answer instead of racing a fixed delay, which a loaded machine
 * can outrun. `hold()` at the start of the play function, `wait()` in the handler, `release()` once checked.
 */
export function heldAnswers(): { hold(): void; wait(): Promise<void>; release(): void } {
  let open = true;
  const waiting: Array<() => void> = [];
  return {
    hold: () => {
      open = false;
    },
    wait: () => (open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    release: () => {
      open = true;
      for (const resume of waiting.splice(0)) resume();
    },
  };
}

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
      // The server's message is API text: the hard-coded-string detector reads it as data.
      parameters: { ...withHandlers(failsWith(listPath, texts.error)), i18n: { apiText: [texts.error] } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error);
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
}

export interface RefusedChangeOptions<State> {
  /** The POST the server refuses (400) in this story; every other call gets the real handlers. */
  path: string;
  /** Where the story starts, if not at the screen's default route. */
  route?: string;
  /** What the snackbar says before the server's reason, e.g. 'Could not update the task'. */
  snackbar: string;
  /** Waits for the screen to be ready to act on (the list shown). */
  ready: (canvasElement: HTMLElement) => Promise<unknown>;
  /** Reads the state the refused change must leave as it was (compared with toEqual). */
  read: (canvasElement: HTMLElement) => State;
  /** Makes the change, as the user does. */
  act: (canvasElement: HTMLElement) => Promise<unknown>;
  /** Further checks once the change has rolled back (e.g. that the database kept the old order). */
  after?: (canvasElement: HTMLElement, before: State) => Promise<unknown>;
}

/**
 * A story in which the server refuses an optimistic change: the handler at `path` answers 400, the story
 * reads the state, acts, expects the error snackbar with the server's reason, and waits for the state to
 * be back to what it read.
 * `export const RefusedUpdateRollsBack: Story = refusedChangeStory({ path: todoPaths.updateTodo, ... })`.
 */
export function refusedChangeStory<State>({
  path,
  route,
  snackbar,
  ready,
  read,
  act,
  after,
}: RefusedChangeOptions<State>): StateStory {
  const reason = 'Refused by the server';
  return {
    parameters: { ...(route ? { route } : {}), ...withHandlers(refuses(path, reason)) },
    play: async ({ canvasElement }) => {
      await ready(canvasElement);
      const before = read(canvasElement);
      await act(canvasElement);
      await expect(
        await within(document.body).findByText(`${snackbar}: ${reason}`, { exact: false }, { timeout: 8000 }),
      ).toBeVisible();
      await waitFor(() => expect(read(canvasElement)).toEqual(before));
      await after?.(canvasElement, before);
    },
  };
}

/** The star of a list's first row, as `read` (pressed or not) and `act` (click it) of `refusedChangeStory`. */
export function firstRowStar(rowTestId: string): Pick<RefusedChangeOptions<string>, 'read' | 'act'> {
  const star = (canvasElement: HTMLElement) =>
    within(within(canvasElement).getAllByTestId(rowTestId)[0] as HTMLElement).getByRole('button', {
      // "Star" alone, or named after its row ('Star “Subject”', the mail list's).
      name: /^(Star|Unstar)( “|$)/,
    });
  return {
    read: (canvasElement) => star(canvasElement).getAttribute('aria-pressed') ?? 'false',
    act: (canvasElement) => userEvent.click(star(canvasElement)),
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

/** A decorator for a form on its own: under a router (its links), in a `main` landmark as wide as a sign-in card. */
export function withFormPage(Story: ComponentType): ReactElement {
  return (
    <MemoryRouter>
      <main className={formPage}>
        <Story />
      </main>
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
