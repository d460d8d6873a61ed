import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { GuestJoinView } from './GuestJoinView';

const meta = {
  title: 'Apps/Meetings/Views/GuestJoin',
  component: GuestJoinView,
  args: {
    preview: {
      meetingTitle: 'What should we build next?',
      hostName: 'Hana Host',
      kind: 'guest',
      status: 'live',
    },
    onJoin: fn(),
  },
} satisfies Meta<typeof GuestJoinView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest picks the name the others will see; none given, the form says so and sends nothing. */
export const PicksAName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Join “What should we build next?”',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Join the meeting' }));
    await expect(canvas.getByText('Enter the name the others will see')).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), '  Gia Guest ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledWith('Gia Guest');
  },
};

/** A spectator's link: they watch; no writing, no vote. */
export const Spectator: Story = {
  args: {
    preview: {
      meetingTitle: 'Offline mode: now or later?',
      hostName: 'Hana Host',
      kind: 'spectator',
      status: 'scheduled',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Watch “Offline mode: now or later?”',
    );
    await expect(canvas.getByText(/you do not write or vote/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Watch the meeting' })).toBeVisible();
  },
};

/** The join was refused: the reason is shown and the name typed is kept. */
export const RefusedKeepsTheName: Story = {
  args: { error: 'Too many tries from here: wait a moment and try again' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Gia Guest');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not join: Too many tries');
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Gia Guest');
  },
};
