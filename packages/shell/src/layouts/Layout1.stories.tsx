import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { setLayoutConfig } from '../settings/settings.store';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { Layout1 } from './Layout1';

const meta = {
  title: 'Shell/Layouts/Layout1',
  component: Layout1,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
  args: { children: <DemoContent /> },
} satisfies Meta<typeof Layout1>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveTextContent('Skip to content');
    await expect(canvas.getByTestId('navbar').getBoundingClientRect().width).toBe(280);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Chorus`);
    await expect(canvas.getByRole('button', { name: 'Quick panel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme settings' })).toBeVisible();
  },
};

/** The fold button folds the navbar to 64 px; hovering opens it temporarily and leaving closes it. */
export const FoldAndHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByTestId('navbar');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navbar' }));
    await userEvent.unhover(navbar);
    await expect(navbar).toHaveAttribute('data-folded', 'true');
    await waitFor(() => expect(navbar.getBoundingClientRect().width).toBe(64));
    await expect(navbar).toHaveAttribute('data-folded-open', 'false');
    await userEvent.hover(navbar);
    await expect(navbar).toHaveAttribute('data-folded-open', 'true');
    await waitFor(() => expect(navbar.firstElementChild!.getBoundingClientRect().width).toBe(280));
    // The slot keeps 64 px: the opened navbar overlays the content.
    await expect(navbar.getBoundingClientRect().width).toBe(64);
    await userEvent.unhover(navbar);
    await expect(navbar).toHaveAttribute('data-folded-open', 'false');
  },
};

export const Folded: Story = {
  beforeEach: () => setLayoutConfig({ navbar: { folded: true } }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('navbar').getBoundingClientRect().width).toBe(64));
  },
};

export const NavbarRight: Story = {
  beforeEach: () => setLayoutConfig({ navbar: { position: 'right' } }),
};

export const NavbarHidden: Story = {
  beforeEach: () => setLayoutConfig({ navbar: { display: false } }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('navbar')).toBeNull();
  },
};

export const Boxed: Story = {
  beforeEach: () => setLayoutConfig({ mode: 'boxed', scroll: 'body' }),
};

/** Small screens: the navbar is a temporary drawer (280 px) opened by "Open navigation". */
export const MobileDrawer: Story = {
  parameters: { shell: { screen: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTestId('navbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBe(280));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};

/** Follows the real viewport (the responsive test renders it at 360, 768 and 1440 px). */
export const AutoScreen: Story = { parameters: { shell: { screen: 'auto' } } };

/** Content taller than any screen, for the scroll modes. */
function TallContent() {
  return (
    <div data-i18n-ignore>
      <DemoContent />
      <div style={{ blockSize: '250vh' }} />
    </div>
  );
}

/** Body-scroll mode: the page scrolls and the navbar stays in place (sticky), a screen high. */
export const BodyScrollKeepsNavbar: Story = {
  beforeEach: () => {
    setLayoutConfig({ scroll: 'body' });
    return () => window.scrollTo(0, 0);
  },
  args: { children: <TallContent /> },
  play: async ({ canvas }) => {
    const navbar = canvas.getByTestId('navbar');
    const page = document.scrollingElement as HTMLElement;
    await waitFor(() => expect(page.scrollHeight).toBeGreaterThan(page.clientHeight + 500));
    window.scrollTo(0, 500);
    await waitFor(() => expect(page.scrollTop).toBe(500));
    await expect(navbar.getBoundingClientRect().top).toBe(0);
    await expect(navbar.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
