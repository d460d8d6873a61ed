import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { quickPanelStore } from '../quick-panel/quickPanel.store';
import { settingsStore } from '../settings/settings.store';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shortcuts, search, quick panel, theme settings and the user menu, 64 px high. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('link', { name: 'Calendar' })).toBeVisible();
    const quickPanel = canvas.getByRole('button', { name: 'Quick panel' });
    await userEvent.click(quickPanel);
    await expect(quickPanelStore.open).toBe(true);
    await expect(quickPanel).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Theme settings' }));
    await expect(settingsStore.panelOpen).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: /Abbott Keitch/ }));
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    // Visible once the menu's opening animation is done.
    await waitFor(() => expect(logout).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Small screens: the "Open navigation" button comes first. */
export const Mobile: Story = {
  parameters: { shell: { screen: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

/** Without a navbar (or a toggle), on small screens too. */
export const WithoutNavbarToggle: Story = {
  args: { navbarToggle: false },
  parameters: { shell: { screen: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};
