import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { signInWithEmailAndPassword } from '../auth/auth.service';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { QuickPanel } from './QuickPanel';
import { openQuickPanel, quickPanelStore } from './quickPanel.store';

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
    await expect(p.getByText('Monday')).toBeVisible();
    await expect(p.getByText('2 March')).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Notes' })).toBeVisible();
    await expect(quickPanelStore.data?.events.length).toBeGreaterThan(0);
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
