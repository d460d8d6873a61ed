import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { GuestLinksView } from './GuestLinksView';

const meta = {
  title: 'Apps/Meetings/Views/GuestLinks',
  component: GuestLinksView,
  args: {
    links: { guest: null, spectator: null },
    urlOf: (token: string) => `https://chorus.example/join/${token}`,
    onChange: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof GuestLinksView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default: the host creates a link when they want one. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const guest = within(canvas.getByTestId('guest-link-guest'));
    await userEvent.click(guest.getByRole('button', { name: 'Create the link' }));
    await expect(args.onChange).toHaveBeenCalledWith('guest', true);
  },
};

/** The guest link is on: its address to copy, a new one (the old stops working), or off. */
export const GuestLinkOn: Story = {
  args: { links: { guest: 'g7Qk2xR', spectator: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const guest = within(canvas.getByTestId('guest-link-guest'));
    await expect(guest.getByRole('textbox', { name: 'Guest link address' })).toHaveValue(
      'https://chorus.example/join/g7Qk2xR',
    );
    await userEvent.click(guest.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://chorus.example/join/g7Qk2xR');
    await userEvent.click(guest.getByRole('button', { name: 'New link' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('guest', true);
    await userEvent.click(guest.getByRole('button', { name: 'Turn off' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('guest', false);
    // The spectator link is still off.
    const spectator = within(canvas.getByTestId('guest-link-spectator'));
    await expect(spectator.getByRole('button', { name: 'Create the link' })).toBeVisible();
  },
};

/** A link being changed: its buttons wait. */
export const Changing: Story = {
  args: { links: { guest: 'g7Qk2xR', spectator: 's9Lm4pT' }, busy: 'spectator' },
  play: async ({ canvasElement }) => {
    const spectator = within(within(canvasElement).getByTestId('guest-link-spectator'));
    await expect(spectator.getByRole('button', { name: 'New link' })).toHaveAttribute('aria-busy', 'true');
  },
};
