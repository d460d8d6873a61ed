/**
 * Shared fixtures for the shell's stories: icons, a navigation tree with every item type and badge,
 * users, and a decorator that resets the stores and renders the story inside a memory router.
 */
import { registerIcons } from '@chorus/ui';
import {
  Bell,
  BookOpen,
  Calendar,
  ChevronDown,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  CircleAlert,
  CircleCheck,
  CircleUser,
  Contact,
  ExternalLink,
  FileText,
  Folder,
  Info,
  LayoutDashboard,
  Lightbulb,
  ListTodo,
  Lock,
  LogIn,
  LogOut,
  Mail,
  Menu,
  MessagesSquare,
  Search,
  Settings,
  Shapes,
  ShoppingCart,
  Star,
  TriangleAlert,
  User as UserIcon,
  Video,
  X,
} from 'lucide-react';
import { type ComponentType, type ReactElement, type ReactNode, useMemo } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { NavItem, NavItemSource } from '../app-module/AppModule';
import { ACCESS_TOKEN_KEY, sessionStore } from '../auth/auth.config';
import { authRoles, clearUser, guestUser, setUser, type User } from '../auth/auth.store';
import { resetShellStores } from '../wiring/resetShellStores';
import { ShellScreenSize } from '../lib/useMediaQuery';
import { setNavigation } from '../navigation/navigation.store';
import { GUEST_SETTINGS_KEY } from '../settings/settings.store';
import { GUEST_SHORTCUTS_KEY } from '../shortcuts/shortcuts.store';
import titles from './i18n/en';
import { type MessageKey, messages } from './i18n';

registerIcons({
  bell: Bell,
  'book-open': BookOpen,
  calendar: Calendar,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'chevrons-left': ChevronsLeft,
  'chevrons-right': ChevronsRight,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'circle-user': CircleUser,
  contact: Contact,
  'external-link': ExternalLink,
  'file-text': FileText,
  folder: Folder,
  info: Info,
  'layout-dashboard': LayoutDashboard,
  lightbulb: Lightbulb,
  'list-todo': ListTodo,
  lock: Lock,
  'log-in': LogIn,
  'log-out': LogOut,
  mail: Mail,
  menu: Menu,
  'messages-square': MessagesSquare,
  search: Search,
  settings: Settings,
  shapes: Shapes,
  'shopping-cart': ShoppingCart,
  star: Star,
  'triangle-alert': TriangleAlert,
  user: UserIcon,
  video: Video,
  x: X,
});

/** A navigation with every item type (group, collapse, item, link, divider), badges and auth (English titles). */
export const sampleNavigation: NavItem[] = [
  { id: 'initiatives', title: titles.initiatives, type: 'item', icon: 'lightbulb', url: '/apps/initiatives' },
  {
    id: 'meetings',
    title: titles.meetings,
    type: 'item',
    icon: 'video',
    url: '/apps/meetings',
  },
  { id: 'templates-divider', type: 'divider', auth: authRoles.staff },
  {
    id: 'templates',
    title: titles.templates,
    type: 'collapse',
    icon: 'layout-dashboard',
    auth: authRoles.staff,
    children: [
      {
        id: 'applications',
        title: titles.applications,
        type: 'group',
        children: [
          {
            id: 'mail',
            title: titles.mail,
            type: 'item',
            icon: 'mail',
            url: '/apps/mail',
            badge: { title: '25', bg: '#b91c1c', fg: '#ffffff' },
          },
          { id: 'calendar', title: titles.calendar, type: 'item', icon: 'calendar', url: '/apps/calendar' },
          { id: 'contacts', title: titles.contacts, type: 'item', icon: 'contact', url: '/apps/contacts' },
          {
            id: 'todo',
            title: titles.todo,
            type: 'item',
            icon: 'list-todo',
            url: '/apps/todo',
            badge: { title: '3', bg: '#047857', fg: '#ffffff' },
          },
          { id: 'chat', title: titles.chat, type: 'item', icon: 'messages-square', url: '/apps/chat' },
          {
            id: 'e-commerce',
            title: titles['e-commerce'],
            type: 'collapse',
            icon: 'shopping-cart',
            children: [
              {
                id: 'products',
                title: titles.products,
                type: 'item',
                url: '/apps/e-commerce/products',
                exact: true,
              },
              { id: 'orders', title: titles.orders, type: 'item', url: '/apps/e-commerce/orders' },
            ],
          },
        ],
      },
      {
        id: 'pages',
        title: titles.pages,
        type: 'group',
        children: [
          { id: 'faq', title: titles.faq, type: 'item', icon: 'file-text', url: '/pages/faq' },
          {
            id: 'admin-example',
            title: titles['admin-example'],
            type: 'item',
            icon: 'lock',
            url: '/auth/admin-role-example',
            auth: authRoles.admin,
          },
        ],
      },
    ],
  },
  { id: 'docs', title: titles.docs, type: 'link', icon: 'book-open', url: 'https://example.com/docs' },
];

/**
 * The sample navigation in the active language (its titles from the stories' catalogue, as the demo's modules
 * give theirs): what `prepareShell` installs by default, so a story in Arabic shows an Arabic navigation.
 */
export function localizedNavigation(items: readonly NavItem[] = sampleNavigation): NavItemSource[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    ...(item.id in titles ? { title: () => messages.t(item.id as MessageKey) } : {}),
    ...(children ? { children: localizedNavigation(children) } : {}),
  }));
}

/** Many items, to show the search limit of 10. */
export const manyPages: NavItem[] = Array.from({ length: 24 }, (_, i) => ({
  id: `page-${i + 1}`,
  title: `Page ${i + 1}`,
  type: 'item' as const,
  icon: 'file-text',
  url: `/pages/page-${i + 1}`,
}));

export const adminUser: User = {
  uid: 'story-admin',
  from: 'api',
  role: ['admin'],
  data: {
    displayName: 'Abbott Keitch',
    email: 'admin@chorus.example',
    photoURL: '',
    shortcuts: ['calendar', 'mail', 'contacts'],
    userType: 1,
  },
};

export interface ShellStoryOptions {
  /** The URL the memory router starts at. */
  path?: string;
  user?: User | 'guest';
  navigation?: NavItemSource[];
  /** Forces the small- or wide-screen behaviour; 'auto' follows the real viewport. */
  screen?: 'mobile' | 'desktop' | 'auto';
}

/** Resets every store, signs the user in (or out) and installs the navigation. */
export function prepareShell({
  user = adminUser,
  navigation = localizedNavigation(),
}: ShellStoryOptions = {}): void {
  resetShellStores();
  localStorage.removeItem(GUEST_SETTINGS_KEY);
  localStorage.removeItem(GUEST_SHORTCUTS_KEY);
  if (user === 'guest') clearUser();
  else setUser(user);
  setNavigation(navigation);
}

/**
 * Signs a demo account in through the story's mock API (the real `/api/auth` handler) and keeps its token as
 * the jwt provider does, so the shell's API calls (the content search) carry it. In a story's `beforeEach`.
 */
export async function signInStoryAccount(email: string, password: string): Promise<User> {
  const response = await fetch('/api/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { user: Omit<User, 'from'>; access_token: string };
  sessionStore.set(ACCESS_TOKEN_KEY, body.access_token);
  const user: User = { ...body.user, from: 'api' };
  setUser(user);
  return user;
}

/** The router's location, for a play function to read after a navigation (hidden: not part of the page). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <span hidden data-testid="location">
      {location.pathname + location.search}
    </span>
  );
}

function RouterFrame({ path, children }: { path: string; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one router per story render
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }),
    [],
  );
  return <RouterProvider router={router} />;
}

/** Renders the story in a memory router at `path`, with the shell's screen size forced. */
type StoryDecorator = (
  Story: ComponentType,
  context: { parameters: Record<string, unknown> },
) => ReactElement;

export function withShell(options: ShellStoryOptions = {}): StoryDecorator {
  return (Story, context) => {
    const params = (context.parameters.shell ?? {}) as ShellStoryOptions;
    const path = params.path ?? options.path ?? '/apps/initiatives';
    const screen = params.screen ?? options.screen ?? 'desktop';
    const frame = (
      <RouterFrame path={path}>
        <Story />
      </RouterFrame>
    );
    return screen === 'auto' ? frame : <ShellScreenSize size={screen}>{frame}</ShellScreenSize>;
  };
}

export { guestUser };

/**
 * Placeholder page content for layout stories: it stands in for an app's screen, so its text is sample data
 * to the hard-coded-string detector (`data-i18n-ignore`), not the shell's.
 */
export function DemoContent({ title = 'Initiatives' }: { title?: string }) {
  return (
    <div data-i18n-ignore style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{title}</h1>
      <p style={{ margin: 0 }}>Better virtual meetings. Hear every voice.</p>
      {['prepare', 'speak', 'decide'].map((step) => (
        <p key={step} style={{ margin: 0 }}>
          Each initiative gathers its meetings, so every participant can {step} and be heard before a decision
          is made.
        </p>
      ))}
    </div>
  );
}
