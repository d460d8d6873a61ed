import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { Link } from '../lib/Link';
import { useDocumentTitle } from '../route-focus/documentTitle';
import { scrollContainer } from '../route-focus/routeMotion';
import { expect, waitFor, within } from 'storybook/test';
import { authRoles, authStore } from '../auth/auth.store';
import { adminUser, prepareShell } from '../storybook/shellStoryKit';
import type { AppModule } from './AppModule';
import { createAppRoutes, ShellRoutes } from './createAppRoutes';
import { authPageSettings } from './routeSettings';

function Screen({ title }: { title: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <div style={{ padding: 24 }}>
      <h1>{title}</h1>
      {from ? <p data-testid="from">{from}</p> : null}
    </div>
  );
}

/** A long list page with a link to one of its items, and an item page that names itself in the title. */
function ListScreen() {
  return (
    <div style={{ padding: 24 }}>
      <h1>Meetings</h1>
      <Link to="/apps/mail">Open the mail</Link>
      <div style={{ blockSize: 2400 }} />
      <Link to="/apps/meetings/details">Roadmap review</Link>
    </div>
  );
}

function DetailsScreen() {
  const navigate = useNavigate();
  useDocumentTitle('Roadmap review');
  return (
    <div style={{ padding: 24 }}>
      <h1>Roadmap review</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </div>
  );
}

function Broken(): never {
  throw new Error('This screen failed to render');
}

const screen = (title: string) => () => Promise.resolve({ default: () => <Screen title={title} /> });

/** How many times the code of the team's guarded screen was asked for (a download, in a build). */
let teamScreenLoads = 0;
const teamScreen = () => {
  teamScreenLoads += 1;
  return screen('Team')();
};

const modules: AppModule[] = [
  {
    id: 'meetings',
    title: 'Meetings',
    auth: authRoles.user,
    navigation: [
      {
        id: 'meetings',
        title: 'Meetings for each initiative',
        type: 'item',
        icon: 'video',
        url: '/apps/meetings',
      },
    ],
    routes: [
      { path: '/', redirectTo: '/apps/meetings', auth: null },
      { path: '/apps/meetings', lazy: () => Promise.resolve({ default: ListScreen }) },
      { path: '/apps/meetings/details', lazy: () => Promise.resolve({ default: DetailsScreen }) },
      { path: '/apps/broken', lazy: () => Promise.resolve({ default: Broken }) },
      { path: '/apps/slow', lazy: () => new Promise(() => undefined) },
      { path: '/apps/team', lazy: teamScreen },
    ],
  },
  {
    id: 'mail',
    title: 'Mail',
    navigationSection: 'templates',
    auth: authRoles.staff,
    navigation: [{ id: 'mail', title: 'Mail', type: 'item', icon: 'mail', url: '/apps/mail' }],
    routes: [{ path: '/apps/mail', lazy: screen('Mail') }],
  },
  {
    id: 'auth',
    title: 'Auth',
    navigationSection: 'none',
    routes: [
      { path: '/login', auth: authRoles.onlyGuest, settings: authPageSettings, lazy: screen('Login') },
      { path: '/auth/admin-role-example', auth: authRoles.admin, lazy: screen('Admin page') },
      { path: '/auth/guest-role-example', auth: authRoles.onlyGuest, lazy: screen('Guest page') },
    ],
  },
];

function RoutedApp({ path }: { path: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one router per story
  const router = useMemo(() => createMemoryRouter(createAppRoutes(modules), { initialEntries: [path] }), []);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/AppShell',
  component: RoutedApp,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => prepareShell(),
  args: { path: '/' },
} satisfies Meta<typeof RoutedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** '/' redirects to the meetings list; the navigation comes from the modules (templates for admin). */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Meetings' })).toBeVisible();
    const meetings = await canvas.findByRole('link', { name: 'Meetings for each initiative' });
    await expect(meetings).toHaveAttribute('aria-current', 'page');
    // A long title wraps in the navbar instead of losing its end to an ellipsis.
    const title = within(meetings).getByText('Meetings for each initiative');
    await expect(title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight).toBe(
      true,
    );
    await expect(canvas.getByRole('button', { name: 'Templates' })).toBeVisible();
    // One home: the logo leads where signing in lands.
    await expect(canvas.getAllByRole('link', { name: /Chorus/ })[0]).toHaveAttribute(
      'href',
      '/apps/initiatives',
    );
  },
};

/** A guest on a guarded route goes to /login, which remembers the path; no navbar or toolbar there. */
export const GuestRedirectedToLogin: Story = {
  args: { path: '/apps/meetings?tab=open' },
  beforeEach: () => prepareShell({ user: 'guest' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByTestId('from')).toHaveTextContent('/apps/meetings?tab=open');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Meetings' })).toBeNull();
  },
};

/**
 * A signed-in user's screen starts loading beside the layout (createAppRoutes: ShellRoot), not once the layout
 * is there; a guest sent to the login page downloads nothing of the guarded screen they asked for.
 */
export const GuestLoadsNoGuardedScreen: Story = {
  args: { path: '/apps/team' },
  beforeEach: () => {
    prepareShell({ user: 'guest' });
    teamScreenLoads = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByTestId('from')).toHaveTextContent('/apps/team');
    await expect(teamScreenLoads).toBe(0);
  },
};

/** Staff on an admin-only route are sent home (and on to the meetings list), never seeing the page, and told why. */
export const WrongRoleRedirectedHome: Story = {
  args: { path: '/auth/admin-role-example' },
  beforeEach: () => prepareShell({ user: { ...adminUser, role: ['staff'] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Meetings' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Admin page' })).toBeNull();
    await expect(
      await within(document.body).findByText(
        'You don’t have access to /auth/admin-role-example: your role does not include it.',
      ),
    ).toBeVisible();
  },
};

/** A signed-in user on a guest-only page goes to the landing page. */
export const SignedInOnLoginPage: Story = {
  args: { path: '/login' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Login' })).toBeNull());
  },
};

/** Unknown paths render the 404 page inside the shell. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme settings' })).toBeVisible();
  },
};

/** A screen that throws shows an error page; the shell around it stays usable. */
export const ScreenError: Story = {
  args: { path: '/apps/broken' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('This screen failed to render')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Meetings for each initiative' }));
    await expect(await canvas.findByRole('heading', { name: 'Meetings' })).toBeVisible();
  },
};

/** While the authentication check runs, the splash screen shows. */
export const CheckingAuth: Story = {
  beforeEach: () => {
    prepareShell();
    authStore.status = 'checking';
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Chorus' })).toBeVisible();
  },
};

/** A lazy screen still loading: the indicator appears only after 300 ms. */
export const LazyLoading: Story = {
  args: { path: '/apps/slow' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Loading…')).toBeNull();
    await expect(await canvas.findByText('Loading…', {}, { timeout: 2000 })).toBeVisible();
  },
};

/**
 * Every route names itself in the document title (page, app, product); after a navigation (not on first load)
 * focus goes to the page's heading and the title is announced; back restores the list's scroll position.
 */
export const TitlesFocusAndScroll: Story = {
  args: { path: '/apps/meetings' },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('heading', { name: 'Meetings', level: 1 }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('Meetings · Chorus'));
    // First load: focus stays where the browser put it, nothing is announced.
    await expect(list).not.toHaveFocus();
    await expect(canvas.getByTestId('route-announcer')).toBeEmptyDOMElement();

    // A plain click: the instrumented userEvent runs in act(), where a route's first lazy load never settles.
    canvas.getByRole('link', { name: 'Open the mail' }).click();
    const mail = await canvas.findByRole('heading', { name: 'Mail', level: 1 });
    await waitFor(() => expect(mail).toHaveFocus());
    await expect(document.title).toBe('Mail · Chorus');
    await expect(canvas.getByTestId('route-announcer')).toHaveTextContent('Mail · Chorus');
    await expect(canvas.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(canvas.getByRole('link', { name: 'Meetings for each initiative' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Meetings', level: 1 })).toHaveFocus());
    const container = scrollContainer();
    // Scrolled as a user scrolls: the browser's scroll event has been sent before the next click.
    const scrolledEvent = new Promise((resolve) =>
      container.addEventListener('scroll', resolve, { once: true }),
    );
    container.scrollTop = 1500;
    await scrolledEvent;
    await expect(container.scrollTop).toBeGreaterThan(1000);
    const scrolled = container.scrollTop;
    canvas.getByRole('link', { name: 'Roadmap review' }).click();
    const details = await canvas.findByRole('heading', { name: 'Roadmap review', level: 1 });
    await waitFor(() => expect(details).toHaveFocus());
    await expect(document.title).toBe('Roadmap review · Meetings · Chorus');
    await expect(canvas.getByTestId('route-announcer')).toHaveTextContent(
      'Roadmap review · Meetings · Chorus',
    );
    // A new page starts at the top.
    await expect(scrollContainer().scrollTop).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await canvas.findByRole('link', { name: 'Roadmap review' });
    await waitFor(() => expect(scrollContainer().scrollTop).toBe(scrolled));
    await expect(document.title).toBe('Meetings · Chorus');
  },
};

/** A guest's page in the shell: the guest has no navigation, so no empty sidebar shows beside the page. */
export const GuestWithoutEmptyNavbar: Story = {
  args: { path: '/auth/guest-role-example' },
  beforeEach: () => prepareShell({ user: 'guest' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Guest page' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByTestId('navbar')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Modules whose definitions come later (the demo's template apps): a dynamic import, here a promise. */
const laterModules: AppModule[] = [
  {
    id: 'later',
    title: 'Later',
    navigationSection: 'templates',
    auth: authRoles.staff,
    navigation: [{ id: 'later', title: 'Later page', type: 'item', icon: 'star', url: '/apps/later' }],
    routes: [{ path: '/apps/later', lazy: screen('Later page') }],
  },
];
const laterLoads = { count: 0 };
const loadLaterModules = () => {
  laterLoads.count += 1;
  return Promise.resolve(laterModules);
};

function ShellWithLaterModules({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes modules={modules} laterModules={loadLaterModules} />
    </MemoryRouter>
  );
}

/** An admin signed in: the later modules load once, and their items join the navigation's template group. */
export const LaterModulesJoinTheNavigation: Story = {
  args: { path: '/apps/meetings' },
  beforeEach: () => {
    laterLoads.count = 0;
  },
  render: ({ path }) => <ShellWithLaterModules path={path} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Meetings' })).toBeVisible();
    // In the (closed) template group once loaded.
    await expect(await canvas.findByRole('link', { name: 'Later page', hidden: true })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Templates' }));
    await expect(await canvas.findByRole('link', { name: 'Later page' })).toHaveAttribute(
      'href',
      '/apps/later',
    );
    await expect(laterLoads.count).toBe(1);
  },
};

/**
 * A link straight to a later module's page, before they are loaded (a guest here): no 404 meanwhile; they load,
 * and the page's guard sends the guest to /login, remembering the page.
 */
export const LaterModulesDeepLink: Story = {
  args: { path: '/apps/later' },
  beforeEach: () => {
    laterLoads.count = 0;
    prepareShell({ user: 'guest' });
  },
  render: ({ path }) => <ShellWithLaterModules path={path} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByTestId('from')).toHaveTextContent('/apps/later');
    await expect(laterLoads.count).toBe(1);
  },
};

/** A path neither the modules nor the later ones know: the 404 page, once the later modules are there. */
export const LaterModulesUnknownPath: Story = {
  args: { path: '/apps/nowhere' },
  render: ({ path }) => <ShellWithLaterModules path={path} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByText('Sorry but we could not find the page you are looking for')).toBeVisible();
  },
};

/**
 * A link straight to a later module's page (a public template page, signed out) starts loading the later modules
 * with the shell's first render: not only once the layout has drawn the fallback route, which waits for the
 * session check and the layout's own chunk (issue 30, item 16: public pages sat on 'Loading…').
 */
export const LaterModulesDeepLinkLoadsAtOnce: Story = {
  args: { path: '/apps/later' },
  beforeEach: () => {
    laterLoads.count = 0;
    prepareShell({ user: 'guest' });
    // The session check still running: the splash shows, no layout and no fallback route yet.
    authStore.status = 'checking';
  },
  render: ({ path }) => <ShellWithLaterModules path={path} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Chorus' })).toBeVisible();
    await waitFor(() => expect(laterLoads.count).toBe(1));
    await expect(canvas.getByRole('status', { name: 'Loading Chorus' })).toBeVisible();
  },
};
