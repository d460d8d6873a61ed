import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { Shortcuts } from './Shortcuts';
import { shortcutsStore } from './shortcuts.store';

const meta = {
  title: 'Shell/Shortcuts',
  component: Shortcuts,
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof Shortcuts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guest defaults: calendar, mail, contacts, todo as icon links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'To-Do' })).toBeVisible();
  },
};

/**
 * The popover lists apps and pages with a search field (focused when it opens); a click adds or removes a
 * shortcut; Escape closes it and focus goes back to its button.
 */
export const AddAndRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    const edit = canvas.getByRole('button', { name: 'Edit shortcuts' });
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const search = await screen.findByPlaceholderText('Search for an app or page');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'chat');
    const chat = screen.getByRole('button', { name: 'Chat' });
    await expect(chat).toHaveAttribute('title', 'Click to add/remove shortcut');
    await expect(chat).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chat);
    await expect(shortcutsStore.shortcuts).toContain('chat');
    await expect(chat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(search);
    await userEvent.type(search, 'mail');
    await userEvent.click(screen.getByRole('button', { name: 'Mail' }));
    await expect(shortcutsStore.shortcuts).not.toContain('mail');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Search for an app or page')).toBeNull());
    await expect(edit).toHaveFocus();
    // The bar shows the new shortcut as a link.
    await expect(canvas.getByRole('link', { name: 'Chat' })).toBeVisible();
  },
};
