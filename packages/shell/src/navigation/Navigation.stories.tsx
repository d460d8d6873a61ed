import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { filterNavigation } from './navItems';
import { adminUser, prepareShell, sampleNavigation, withShell } from '../storybook/shellStoryKit';
import { setNavBadgeSources } from './navBadgeSources';
import { setNavBadge } from './navBadges.store';
import { HorizontalNavigation } from './HorizontalNavigation';
import { VerticalNavigation } from './VerticalNavigation';

const meta = {
  title: 'Shell/Navigation',
  component: VerticalNavigation,
  decorators: [withShell({ path: '/apps/e-commerce/orders' })],
  beforeEach: () => prepareShell(),
  args: { items: filterNavigation(sampleNavigation, ['admin']) },
  render: (args) => (
    <div style={{ inlineSize: 280, background: 'var(--surface, transparent)' }}>
      <VerticalNavigation {...args} />
    </div>
  ),
} satisfies Meta<typeof VerticalNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every item type: items, a collapse, groups, a badge, an external link and a divider. */
export const Vertical: Story = {
  play: async ({ canvas }) => {
    // The collapses holding the current path opened by themselves.
    await expect(canvas.getByRole('button', { name: 'Templates' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'E-commerce' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Mail/ })).toHaveTextContent('25');
    const docs = canvas.getByRole('link', { name: /Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * A collapse never opened draws no icons in its rows (each would be downloaded for nothing: the template group
 * holds dozens); opening it draws them, and they stay.
 */
export const IconsOnceOpened: Story = {
  parameters: { shell: { path: '/apps/meetings' } },
  play: async ({ canvas, userEvent }) => {
    const templates = canvas.getByRole('button', { name: 'Templates' });
    await expect(templates).toHaveAttribute('aria-expanded', 'false');
    const mail = canvas.getByRole('link', { name: /Mail/, hidden: true });
    await expect(mail.querySelector('svg[data-icon], [data-icon]')).toBeNull();
    await userEvent.click(templates);
    await waitFor(() => expect(mail.querySelector('[data-icon="mail"]')).not.toBeNull());
    await userEvent.click(templates);
    await expect(mail.querySelector('[data-icon="mail"]')).not.toBeNull();
  },
};

/**
 * Live badges: Mail's module loads '12 unread' once the signed-in user's navigation shows it, over its static
 * '25' (the link reads 'Mail 12 unread'); To-Do's badge is set at run time, then removed (the static one is back).
 */
export const WithLiveBadges: Story = {
  beforeEach: () => {
    prepareShell();
    const mail = sampleNavigation[3]?.children?.[0]?.children?.[0];
    setNavBadgeSources([
      {
        id: 'mail',
        navigation: mail ? [mail] : [],
        badges: async () => ({ default: async () => ({ mail: { title: '12', label: '12 unread' } }) }),
      },
    ]);
    return () => setNavBadgeSources([]);
  },
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('link', { name: 'Mail 12 unread' });
    await expect(mail).toHaveTextContent('12');
    await expect(mail).not.toHaveTextContent('25');
    await expect(canvas.getByRole('link', { name: 'To-Do 3' })).toBeVisible();
    setNavBadge('todo', { title: '7', label: '7 open', bg: '#047857', fg: '#ffffff' });
    await expect(await canvas.findByRole('link', { name: 'To-Do 7 open' })).toBeVisible();
    setNavBadge('todo', undefined);
    await expect(await canvas.findByRole('link', { name: 'To-Do 3' })).toBeVisible();
  },
};

/**
 * A live badge's place is kept before it arrives: the meetings item's long title ('Meetings for each initiative')
 * wraps from the start, and its 'Live' badge arriving moves no row (it narrowed the title, which wrapped, and
 * pushed every row below down: a layout shift on every signed-in page).
 */
export const LiveBadgeMovesNothing: Story = {
  beforeEach: () => {
    prepareShell();
    const meetings = sampleNavigation.find((item) => item.id === 'meetings');
    let arrive: (badges: { meetings: { title: string; label: string } }) => void = () => {};
    const arrived = new Promise<{ meetings: { title: string; label: string } }>((resolve) => {
      arrive = resolve;
    });
    liveBadgeArrives.current = () => arrive({ meetings: { title: 'Live', label: 'Live now' } });
    setNavBadgeSources([
      {
        id: 'meetings',
        navigation: meetings ? [meetings] : [],
        badges: async () => ({ default: () => arrived }),
      },
    ]);
    return () => setNavBadgeSources([]);
  },
  play: async ({ canvas }) => {
    const meetings = canvas.getByRole('link', { name: /^Meetings for each initiative/ });
    const initiatives = canvas.getByRole('link', { name: 'Initiatives' });
    const templates = canvas.getByRole('button', { name: 'Templates' });
    const before = [meetings, templates].map((row) => row.getBoundingClientRect().toJSON());
    liveBadgeArrives.current();
    await canvas.findByRole('link', { name: 'Meetings for each initiative Live now' });
    await expect([meetings, templates].map((row) => row.getBoundingClientRect().toJSON())).toEqual(before);
    // The place is kept only where a badge may come: the initiatives item has no badges loader.
    await expect(initiatives.getBoundingClientRect().height).toBeLessThan(before[0]?.height ?? 0);
  },
};
const liveBadgeArrives = { current: () => {} };

/** Arrow keys move between rows; ArrowLeft closes and ArrowRight opens a collapse. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('link', { name: 'Initiatives' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Meetings for each initiative' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const templates = canvas.getByRole('button', { name: 'Templates' });
    await expect(templates).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(templates).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(templates).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /Documentation/ })).toHaveFocus();
  },
};

/** A guest sees only what has no auth: the template group and admin items are not rendered. */
export const AsGuest: Story = {
  args: { items: filterNavigation(sampleNavigation, []) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Templates' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Initiatives' })).toBeVisible();
  },
};

/** Staff see the templates but not the admin-only page. */
export const AsStaff: Story = {
  beforeEach: () => prepareShell({ user: { ...adminUser, role: ['staff'] } }),
  args: { items: filterNavigation(sampleNavigation, ['staff']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Templates' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Admin: Auth protected page' })).toBeNull();
  },
};

export const Folded: Story = {
  args: { folded: true },
  render: (args) => (
    <div style={{ inlineSize: 64 }}>
      <VerticalNavigation {...args} />
    </div>
  ),
};

/** The horizontal rendering: groups and collapses open as menus after 150 ms of hovering. */
export const Horizontal: StoryObj<typeof HorizontalNavigation> = {
  render: () => <HorizontalNavigation items={filterNavigation(sampleNavigation, ['admin'])} />,
  play: async ({ canvas, userEvent }) => {
    const templates = canvas.getByRole('button', { name: 'Templates' });
    await userEvent.click(templates);
    await expect(templates).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(templates).toHaveAttribute('aria-expanded', 'false'));
  },
};
