import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminUser, prepareShell, withShell } from '../storybook/shellStoryKit';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  decorators: [
    withShell(),
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 200 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, e-mail and the default avatar (empty photo); Logout triggers logout through /logout. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Abbott Keitch/ });
    await expect(trigger.querySelector('[data-default-avatar]')).not.toBeNull();
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'Logout' })).toBeNull();
    await expect(trigger).toHaveFocus();
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
};

/** A guest gets a Login entry to /login. */
export const Guest: Story = {
  beforeEach: () => prepareShell({ user: 'guest' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Guest/ }));
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
