import type { Participant } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { ParticipantsView } from './ParticipantsView';

const person = (id: string, displayName: string, here: boolean, ready: boolean): Participant => ({
  id,
  displayName,
  photoURL: '',
  userType: id === 'u-host' ? 1 : 2,
  here,
  ready,
});

const meta = {
  title: 'Apps/Meetings/Views/Participants',
  component: ParticipantsView,
  args: {
    hostId: 'u-host',
    showPresence: true,
    participants: [
      person('u-host', 'Hana Host', true, false),
      person('u-staff', 'Sam Staff', true, true),
      person('u-attendee', 'Ada Attendee', false, false),
    ],
  },
} satisfies Meta<typeof ParticipantsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who is here now and who is ready; nothing about who has written or voted. */
export const HereAndReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('here-count')).toHaveTextContent('2 of 3 here');
    const height = canvasElement.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: /^Participants/ }));
    // A popover over the page: opening it pushes nothing down.
    const popover = await within(document.body).findByRole('dialog', { name: 'Participants' });
    await expect(canvasElement.getBoundingClientRect().height).toBe(height);
    const list = within(popover).getByRole('list', { name: 'Participants' });
    const [host, staff, attendee] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(host).toHaveTextContent('Hana Host (host)Here');
    await expect(staff).toHaveTextContent('Sam StaffHereReady');
    await expect(attendee).toHaveTextContent('Ada AttendeeAway');
    await expect(list).not.toHaveTextContent(/submitted|written|voted/i);
  },
};

/** An ended meeting lists its participants only. */
export const Ended: Story = {
  args: { showPresence: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('here-count')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Participants/ }));
    const popover = await within(document.body).findByRole('dialog', { name: 'Participants' });
    await expect(within(popover).getByRole('list', { name: 'Participants' })).not.toHaveTextContent(
      /Here|Away|Ready/,
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /^Participants/ })).toHaveFocus();
  },
};

/** A co-host marked as one, and a member who watches without taking part, listed apart and counted in nothing. */
export const CoHostAndSpectator: Story = {
  args: {
    coHostIds: ['u-staff'],
    watching: [{ id: 'u-owner', displayName: 'Olga Observer', photoURL: '', userType: 2 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('here-count')).toHaveTextContent('2 of 3 here · 1 watching');
    await userEvent.click(canvas.getByRole('button', { name: /^Participants/ }));
    const popover = await within(document.body).findByRole('dialog', { name: 'Participants' });
    await expect(
      within(popover)
        .getByText(/Sam Staff/)
        .closest('li'),
    ).toHaveTextContent('(co-host)');
    const watching = within(popover).getByRole('list', { name: 'Watching' });
    await expect(within(watching).getAllByRole('listitem')).toHaveLength(1);
    await expect(watching).toHaveTextContent('Olga Observer');
  },
};
