import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** The menu lists apps and pages with a search field; a click adds or removes a shortcut. */
export const AddAndRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shortcuts' }));
    const search = canvas.getByPlaceholderText('Search for an app or page');
    await userEvent.type(search, 'chat');
    const chat = canvas.getByRole('button', { name: 'Chat' });
    await expect(chat).toHaveAttribute('title', 'Click to add/remove shortcut');
    await expect(chat).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chat);
    await expect(shortcutsStore.shortcuts).toContain('chat');
    await expect(chat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(search);
    await userEvent.type(search, 'mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Mail' }));
    await expect(shortcutsStore.shortcuts).not.toContain('mail');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByPlaceholderText('Search for an app or page')).toBeNull();
  },
};
