import type { MyInvitation } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../lib/product/product.icons';
import { InvitationsPanel } from './InvitationsPanel';

const invitations: MyInvitation[] = [
  {
    id: 'invitation-1',
    initiativeId: 'initiative-roadmap',
    initiativeTitle: 'Product roadmap priorities',
    hostName: 'Hana Host',
    invitedAt: '2026-11-21T09:30:00.000Z',
  },
  {
    id: 'invitation-2',
    initiativeId: 'initiative-offsite',
    initiativeTitle: 'Team offsite',
    hostName: 'Hugo Host',
    invitedAt: '2026-11-20T15:00:00.000Z',
  },
];

const meta = {
  title: 'Apps/Initiatives/Views/InvitationsPanel',
  component: InvitationsPanel,
  args: { invitations, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof InvitationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each invitation names the initiative and its host, with Accept and Decline. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Invitations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Hana Host invites you to Product roadmap priorities');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Accept the invitation to Product roadmap priorities' }),
    );
    await expect(args.onAccept).toHaveBeenCalledWith(invitations[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline the invitation to Team offsite' }));
    await expect(args.onDecline).toHaveBeenCalledWith(invitations[1]);
  },
};

/** While one answer is on its way, that invitation's Accept waits and the other buttons are off. */
export const Answering: Story = {
  args: { answering: 'invitation-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Decline the invitation to Team offsite' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Accept the invitation to Team offsite' }),
    ).toBeDisabled();
  },
};

/** No invitation: nothing shows. */
export const None: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Invitations' })).toBeNull();
  },
};
