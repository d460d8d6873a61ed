import { Box } from '@chorus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import { authRoles } from '../auth/auth.store';
import { adminUser, prepareShell, sampleNavigation, withShell } from '../storybook/shellStoryKit';
import { settingsStore } from '../settings/settings.store';
import { UserMenu } from './UserMenu';

/** Shows where the router is, so a story can see where a menu entry went. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The demo's navigation with its Profile page, which only staff may open. */
const navigation = [
  ...sampleNavigation,
  {
    id: 'profile',
    title: 'Profile',
    type: 'item' as const,
    icon: 'user',
    url: '/pages/profile',
    auth: authRoles.staff,
  },
];

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  decorators: [withShell()],
  beforeEach: () => prepareShell({ navigation }),
  render: () => (
    <Box display="flex" justifyContent="space-between" alignItems="flex-start">
      <CurrentPath />
      <UserMenu />
    </Box>
  ),
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Name, e-mail and the default avatar (empty photo). The button opens a menu (role "menu", arrow keys between
 * entries, Escape closes it and focus goes back to the button): Profile, Settings, the theme, Logout; Logout goes
 * to /logout.
 */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Abbott Keitch/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger.querySelector('[data-default-avatar]')).not.toBeNull();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('admin@chorus.example');
    await expect(screen.getByTestId('user-roles')).toHaveTextContent('admin');
    // A Host (userType 1) is shown as one in the menu's header.
    await expect(within(menu).getByTestId('host-badge')).toHaveTextContent(/^Host$/);
    const entries = Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent);
    await expect(entries).toEqual(['Profile', 'Settings', 'Light', 'Dark', 'System', 'Logout']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent('/logout'),
    );
  },
};

export const WithPhoto: Story = {
  beforeEach: () =>
    prepareShell({
      user: {
        ...adminUser,
        data: {
          ...adminUser.data,
          photoURL:
            'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%234f46e5"/%3E%3C/svg%3E',
        },
      },
    }),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Abbott Keitch/ });
    await expect(trigger.querySelector('[data-default-avatar]')).toBeNull();
  },
};

/** A Host who chose "I will host meetings" at registration: the badge says so, so no one is silently a Host. */
export const SelfRegisteredHost: Story = {
  beforeEach: () =>
    prepareShell({ user: { ...adminUser, data: { ...adminUser.data, selfRegistered: true } } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abbott Keitch/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByTestId('host-badge')).toHaveTextContent('Host (self-registered)');
  },
};

/** An Attendee (userType 2) gets no Host badge, and no Profile: the profile page is for staff. */
export const Attendee: Story = {
  beforeEach: () =>
    prepareShell({
      navigation,
      user: { ...adminUser, role: ['user'], data: { ...adminUser.data, userType: 2, selfRegistered: true } },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abbott Keitch/ }));
    await expect(await screen.findByRole('menu')).not.toHaveTextContent('Host');
    await expect(screen.queryByRole('menuitem', { name: 'Profile' })).toBeNull();
    // Visible once the menu's opening animation is done.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeVisible());
    await expect(screen.queryByTestId('host-badge')).toBeNull();
  },
};

/** Profile goes to the profile page; Settings opens the settings panel. */
export const ProfileAndSettings: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Abbott Keitch/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent('/pages/profile'),
    );
    await expect(settingsStore.panelOpen).toBe(false);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(settingsStore.panelOpen).toBe(true));
  },
};

/**
 * The theme: the switch shows the main area's (light by default); Dark makes the main area and the toolbar dark,
 * System follows the device, Light brings them back. The menu stays open while choosing.
 */
export const ThemeSwitch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abbott Keitch/ }));
    const theme = await screen.findByRole('group', { name: 'Theme' });
    const choice = (name: string) => within(theme).getByRole('menuitemradio', { name });
    await expect(choice('Light')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(choice('Dark'));
    await expect(choice('Dark')).toHaveAttribute('aria-checked', 'true');
    await expect(choice('Light')).toHaveAttribute('aria-checked', 'false');
    await expect(settingsStore.settings.theme).toMatchObject({ main: 'defaultDark', toolbar: 'defaultDark' });
    await userEvent.click(choice('System'));
    await expect(choice('System')).toHaveAttribute('aria-checked', 'true');
    await expect(settingsStore.settings.colorScheme).toBe('system');
    await userEvent.click(choice('Light'));
    await expect(settingsStore.settings).toMatchObject({
      colorScheme: 'light',
      theme: { main: 'default', toolbar: 'default' },
    });
  },
};

/** A guest gets a Login entry, which goes to /login. */
export const Guest: Story = {
  beforeEach: () => prepareShell({ user: 'guest' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Guest/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Login' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent('/login'),
    );
  },
};
