import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
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
import { useState } from 'react';
import { delay, HttpResponse, http } from 'msw';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from './query';
import { formPage } from './storybook.css';
function StoryApp({ Story, path, route }) {
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
        return createMemoryRouter([...(typeof path === 'string' ? [path] : path), '*'].map((pattern) => ({
            path: pattern,
            element: _jsx(Story, {}),
        })), { initialEntries: [route] });
    });
    return (_jsxs(QueryClientProvider, { client: client, children: [_jsx(RouterProvider, { router: router }), _jsx(Message, {}), _jsx(ShellDialog, {})] }));
}
/** A Storybook decorator (typed structurally, so @chorus/apps needs no Storybook dependency). */
export function withAppProviders(options) {
    // A story starts elsewhere with `parameters: { route: '/apps/mail/inbox/mail-001' }`.
    return (Story, context) => {
        const route = typeof context.parameters.route === 'string' ? context.parameters.route : options.route;
        return _jsx(StoryApp, { Story: Story, ...options, route: route }, route);
    };
}
/** Story parameters that put these handlers before the real ones (which answer every other call). */
export function withHandlers(...first) {
    return { msw: { handlers: [...first, ...handlers] } };
}
/**
 * Counts this story's GETs of `path` before the real handler answers them: put `reads.handler` in
 * `withHandlers(...)`, read `reads.count` (a story that expects no refetch compares it before and after).
 */
export function countReads(path) {
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
export function recordPosts(path) {
    const bodies = [];
    const handler = http.post(path, async ({ request }) => {
        bodies.push(await request.clone().json());
    });
    return { bodies, handler };
}
/** An endpoint that never answers (the loading state stays). */
export const neverAnswers = (path) => http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
});
/** An endpoint that answers with an empty list. */
export const answersEmpty = (path) => http.get(path, () => HttpResponse.json([]));
/** An endpoint that fails with a 500 and this message (the contract's error body). */
export const failsWith = (path, message, method = 'get') => http[method](path, () => HttpResponse.json({ error: { code: 'INTERNAL', message } }, { status: 500 }));
/** A POST the server refuses with a 400 and this message (an optimistic change rolls back). */
export const refuses = (path, message = 'Refused by the server') => http.post(path, () => HttpResponse.json({ error: { code: 'VALIDATION', message } }, { status: 400 }));
/**
 * The Empty, Loading and ServerError stories of a screen whose list comes from `listPath`: each forces
 * its state through a handler override and checks what the user sees.
 * `export const { Empty, Loading, ServerError } = stateStories(mailPaths.mails, { ... })`.
 */
export function stateStories(listPath, texts) {
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
/**
 * A story in which the server refuses an optimistic change: the handler at `path` answers 400, the story
 * reads the state, acts, expects the error snackbar with the server's reason, and waits for the state to
 * be back to what it read.
 * `export const RefusedUpdateRollsBack: Story = refusedChangeStory({ path: todoPaths.updateTodo, ... })`.
 */
export function refusedChangeStory({ path, route, snackbar, ready, read, act, after, }) {
    const reason = 'Refused by the server';
    return {
        parameters: { ...(route ? { route } : {}), ...withHandlers(refuses(path, reason)) },
        play: async ({ canvasElement }) => {
            await ready(canvasElement);
            const before = read(canvasElement);
            await act(canvasElement);
            await expect(await within(document.body).findByText(`${snackbar}: ${reason}`, { exact: false }, { timeout: 8000 })).toBeVisible();
            await waitFor(() => expect(read(canvasElement)).toEqual(before));
            await after?.(canvasElement, before);
        },
    };
}
/** The star of a list's first row, as `read` (pressed or not) and `act` (click it) of `refusedChangeStory`. */
export function firstRowStar(rowTestId) {
    const star = (canvasElement) => within(within(canvasElement).getAllByTestId(rowTestId)[0]).getByRole('button', {
        name: /^(Star|Unstar)$/,
    });
    return {
        read: (canvasElement) => star(canvasElement).getAttribute('aria-pressed') ?? 'false',
        act: (canvasElement) => userEvent.click(star(canvasElement)),
    };
}
/** For pure views that render links: a memory router and nothing else. */
export function withMemoryRouter(Story) {
    return (_jsx(MemoryRouter, { children: _jsx(Story, {}) }));
}
/** A decorator for a form on its own: under a router (its links), in a `main` landmark as wide as a sign-in card. */
export function withFormPage(Story) {
    return (_jsx(MemoryRouter, { children: _jsx("main", { className: formPage, children: _jsx(Story, {}) }) }));
}
/** A decorator for a story at 360 px with the shell's small-screen behaviour (sidebars become drawers). */
export function withSmallScreen(Story) {
    return (_jsx(ShellScreenSize, { size: "mobile", children: _jsx("div", { style: { maxWidth: 360 }, children: _jsx(Story, {}) }) }));
}
/**
 * Opens the action menu whose button is named `menu` (inside `container`) and clicks its item `item`, as a
 * user does. The menu is portalled, so the item is looked for in the whole document. Returns the button.
 */
export async function chooseFromMenu(container, menu, item, role = 'menuitem') {
    const trigger = within(container).getByRole('button', { name: menu });
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole(role, { name: item }));
    return trigger;
}
