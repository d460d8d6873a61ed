import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { signInWithEmailAndPassword } from '../auth/auth.service';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { QuickPanel } from './QuickPanel';
import { openQuickPanel, quickPanelStore, setQuickPanelEventSources } from './quickPanel.store';

const meta = {
  title: 'Shell/QuickPanel',
  component: QuickPanel,
  decorators: [withShell()],
  // The quick panel's data needs a session (issue 15): the seeded host signs in through the real call.
  beforeEach: async () => {
    prepareShell();
    await signInWithEmailAndPassword('host@chorus.dev', 'chorus-host');
    openQuickPanel();
  },
  args: { today: new Date(2026, 2, 2) },
} satisfies Meta<typeof QuickPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

function panel() {
  return within(screen.getByRole('dialog', { name: 'Quick panel' }));
}

/** Data from GET /api/quick-panel/data (the mock handler): Today, Events, Notes, Quick Settings. */
export const WithMockData: Story = {
  play: async () => {
    await waitFor(() => expect(quickPanelStore.status).toBe('success'));
    const p = panel();
    await expect(await p.findByText('Monday')).toBeVisible();
    await expect(p.getByText('2 March')).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Notes' })).toBeVisible();
    await expect(quickPanelStore.data?.events.length).toBeGreaterThan(0);
    // Times in the user's language from the data's ISO times: relative near now, never '17:30 PM'. The tests'
    // en-GB says 'in 32 min' and '17:30'; a browser in en-US (the static build's) 'in 32 min.' and '5:30 PM'; a
    // slow start may pass a minute.
    const events = p.getByRole('region', { name: 'Events' });
    await expect(events).toHaveTextContent(/in 3[12] min\.? · Room 1B/);
    await expect(events).not.toHaveTextContent(/(1[3-9]|2[0-3]):\d{2} [AP]M/);
    await expect(
      within(events)
        .getByText(/^in 3[12] min\.?$/)
        .getAttribute('title'),
    ).toMatch(/ at \d{1,2}:\d{2}( [AP]M)?$/);
    await expect(p.getByRole('region', { name: 'Notes' })).toHaveTextContent('Last edit: yesterday');
    const dialog = screen.getByRole('dialog', { name: 'Quick panel' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(280));
  },
};

/** Each switch toggles its membership in the selection list. */
export const SwitchesToggle: Story = {
  play: async ({ userEvent }) => {
    const p = panel();
    const notifications = p.getByRole('switch', { name: 'Notifications' });
    const cloudSync = p.getByRole('switch', { name: 'Cloud Sync' });
    const dnd = p.getByRole('switch', { name: 'Do Not Disturb' });
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(cloudSync);
    await userEvent.click(dnd);
    await userEvent.click(notifications);
    await expect(quickPanelStore.selected).toEqual(['cloudSync', 'doNotDisturb']);
    await expect(notifications).toHaveAttribute('aria-checked', 'false');
    await expect(cloudSync).toHaveAttribute('aria-checked', 'true');
  },
};

export const Closes: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(panel().getByRole('button', { name: 'Close quick panel' }));
    await expect(quickPanelStore.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick panel' })).toBeNull());
  },
};

/**
 * The apps' events join the panel's own (the meetings module adds the user's live and upcoming meetings):
 * a live one first, saying when it ends, each a link to its page.
 */
export const WithLiveAndUpcomingMeetings: Story = {
  beforeEach: () => {
    const in10min = new Date(Date.now() + 10 * 60_000).toISOString();
    const tomorrow = new Date(Date.now() + 26 * 3_600_000).toISOString();
    setQuickPanelEventSources([
      {
        id: 'meetings',
        quickPanelEvents: async () => ({
          default: async () => [
            {
              id: 'm-next',
              title: 'Roadmap review',
              detail: 'Product roadmap',
              at: tomorrow,
              url: '/apps/meetings/details?id=m-next',
            },
            {
              id: 'm-live',
              title: 'Weekly sync',
              detail: 'Team',
              at: in10min,
              live: true,
              url: '/apps/meetings/details?id=m-live',
            },
          ],
        }),
      },
    ]);
    return () => setQuickPanelEventSources([]);
  },
  parameters: { i18n: { apiText: ['Roadmap review', 'Product roadmap', 'Weekly sync', 'Team'] } },
  play: async () => {
    await waitFor(() => expect(quickPanelStore.status).toBe('success'));
    const events = panel().getByRole('region', { name: 'Events' });
    const items = within(events).getAllByRole('listitem');
    // 'ends 00:05' today, or with the date when ten minutes from now is past midnight.
    await expect(items[0]).toHaveTextContent(
      /^Weekly syncLive · ends (\d{1,2} \w{3} \d{4}, )?\d{2}:\d{2} · Team$/,
    );
    await expect(within(items[0]!).getByRole('link', { name: 'Weekly sync' })).toHaveAttribute(
      'href',
      '/apps/meetings/details?id=m-live',
    );
    // Then by time: the panel's own 'in 32 min' before tomorrow's meeting.
    const titles = items.map((item) => item.firstElementChild?.textContent);
    await expect(titles.indexOf('Group Meeting')).toBeLessThan(titles.indexOf('Roadmap review'));
    await expect(events).toHaveTextContent(
      /Roadmap review\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · Product roadmap/,
    );
  },
};
