import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { NavItem } from '../app-module/AppModule';
import { HOVER_MENU_DELAY_MS } from '../lib/sizes';
import { setNavigation } from '../navigation/navigation.store';
import { setLayoutConfig, setLayoutStyle } from '../settings/settings.store';
import { DemoContent, prepareShell, sampleNavigation, withShell } from '../storybook/shellStoryKit';
import { Layout2 } from './Layout2';

const meta = {
  title: 'Shell/Layouts/Layout2',
  component: Layout2,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => {
    prepareShell();
    setLayoutStyle('layout2');
  },
  args: { children: <DemoContent /> },
} satisfies Meta<typeof Layout2>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Horizontal navbar 64 px high; its menus open and close after 150 ms of hovering. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByTestId('navbar');
    await expect(navbar.getBoundingClientRect().height).toBe(64);
    const templates = canvas.getByRole('button', { name: 'Templates' });
    await userEvent.hover(templates);
    await expect(templates).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(templates).toHaveAttribute('aria-expanded', 'true'), {
      timeout: HOVER_MENU_DELAY_MS * 10,
    });
    await userEvent.unhover(templates.parentElement!);
    await waitFor(() => expect(templates).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ToolbarAbove: Story = {
  beforeEach: () => setLayoutConfig({ toolbar: { position: 'above' } }),
};

export const Mobile: Story = {
  parameters: { shell: { screen: 'mobile' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    // The toolbar's logo on a phone: the mark alone, never the name cut to "Chc"; the link is still "Chorus".
    const logo = canvas.getByRole('link', { name: 'Chorus' });
    await expect(logo.scrollWidth).toBeLessThanOrEqual(logo.clientWidth);
  },
};

/** Follows the real viewport (the responsive test renders it at 360, 768 and 1440 px). */
export const AutoScreen: Story = { parameters: { shell: { screen: 'auto' } } };

/** Narrower than this, the crowded navigation cannot fit its row (it does from about 1050 px). */
const MORE_NEEDED_BELOW_PX = 1024;

/** One top-level section more than the sample: the row holds it from about 1050 px (and in the 1120 px container). */
const crowdedNavigation: NavItem[] = [
  ...sampleNavigation.slice(0, 2),
  { id: 'reports', title: 'Reports', type: 'item', icon: 'file-text', url: '/apps/reports' },
  ...sampleNavigation.slice(2),
];

/**
 * More items than the row holds: those that do not fit go, in order, into a "More" menu at the row's end, so
 * no item is cut off or squeezed into an ellipsis (the visual test renders it at 960, 1000, 1100 and 1440 px).
 */
export const CrowdedNavigation: Story = {
  beforeEach: () => setNavigation(crowdedNavigation),
  play: async ({ canvas, userEvent }) => {
    // The navbar is the navigation landmark (its logo included); the items' row is its list.
    const navbar = canvas.getByRole('navigation', { name: 'Main' });
    expect(navbar).toBe(canvas.getByTestId('navbar'));
    const row = navbar.querySelector('ul') as HTMLElement;
    const edge = navbar.getBoundingClientRect();
    const titles = crowdedNavigation.filter((item) => item.type !== 'divider').map((item) => item.title);
    // Every item in the row is wholly inside the navbar, its title in full.
    await waitFor(() => {
      for (const item of Array.from(row.children)) {
        const box = item.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(edge.left);
        expect(box.right).toBeLessThanOrEqual(edge.right);
      }
    });
    for (const title of Array.from(
      row.querySelectorAll<HTMLElement>(':scope > li > [data-nav-row] > span'),
    )) {
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
    // The others are in the More menu, in order: together, all of them.
    const inRow = Array.from(row.children)
      .map((item) => item.querySelector('[data-nav-row] > span')?.textContent)
      .filter((title) => title && title !== 'More');
    const more = within(row).queryByRole('button', { name: 'More' });
    // Below about 1050 px the row cannot hold every item, so More must be there (and at 1100 px and more, where
    // they all fit, it must not: the visual test checks that).
    if (document.documentElement.clientWidth < MORE_NEEDED_BELOW_PX) await expect(more).not.toBeNull();
    let inMenu: string[] = [];
    if (more) {
      await userEvent.click(more);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
      inMenu = Array.from(menu.querySelectorAll(':scope > li > [data-nav-row] > span')).map(
        (title) => title.textContent ?? '',
      );
      const box = menu.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await userEvent.keyboard('{Escape}');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    }
    await expect([...inRow, ...inMenu]).toEqual(titles);
    const page = document.scrollingElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * Container mode: the toolbar, the navbar, the content and the footer share the container's edges (1120 px,
 * centred) on a screen wider than that (the visual test renders it at 1440 px).
 */
export const ContainerMode: Story = {
  beforeEach: () => setLayoutConfig({ mode: 'container' }),
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    if (width <= 1120 + 64) return; // narrower: every region is full width, each with its own padding
    const edges = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    };
    const toolbar = canvas.getByRole('banner');
    const start = edges(toolbar.firstElementChild!);
    const end = edges(toolbar.lastElementChild!);
    const navbar = edges(canvas.getByTestId('navbar').firstElementChild!);
    const content = edges(canvas.getByRole('main').firstElementChild!);
    const footer = canvas.getByRole('contentinfo');
    const footerText = edges(footer.firstElementChild!);
    await expect(navbar).toEqual({ left: (width - 1120) / 2, right: (width + 1120) / 2 });
    await expect(content).toEqual(navbar);
    await expect(start.left).toBe(navbar.left);
    await expect(end.right).toBe(navbar.right);
    await expect(footerText.left).toBe(navbar.left);
  },
};
