/**
 * Story decorators for app screens: a memory router on the screen's route patterns, a fresh
 * QueryClient per story (no retries, so error states show at once), the shell's snackbar and dialog
 * (confirmations), both reset before each story.
 * Screen stories of every app use it: `decorators: [withAppProviders({ path, route })]`.
 */
import { Message, resetDialogStore, resetMessageStore, ShellDialog } from '@chorus/shell';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactElement, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
