import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { settingsStore } from '../settings/settings.store';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { MobileNavbarButton, VerticalNavbar } from './Navbar';
import { navbarStore } from './navbar.store';

const meta = {
  title: 'Shell/Navbar',
  component: VerticalNavbar,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
  args: { folded: false },
} satisfies Meta<typeof VerticalNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 280 px: the logo, the fold toggle and the navigation. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByTestId('navbar');
    await expect(navbar.getBoundingClientRect().width).toBe(280);
    await expect(within(navbar).getByRole('link', { name: 'Initiatives' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Toggle navbar' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(settingsStore.settings.layout.config.navbar.folded).toBe(true);
  },
};

/** Folded to 64 px: icons only, the titles stay as accessible names. */
export const Folded: Story = {
  args: { folded: true },
  play: async ({ canvas }) => {
    const navbar = canvas.getByTestId('navbar');
    await expect(navbar).toHaveAttribute('data-folded', 'true');
    await expect(within(navbar).getByRole('link', { name: 'Initiatives' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Toggle navbar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Small screens: a drawer opened by "Open navigation"; Escape closes it and focus goes back to the button. */
export const MobileDrawer: Story = {
  parameters: { shell: { screen: 'mobile' } },
  render: (args) => (
    <>
      <MobileNavbarButton />
      <VerticalNavbar {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    await expect(navbarStore.mobileOpen).toBe(true);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Initiatives' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await expect(open).toHaveFocus();
  },
};
