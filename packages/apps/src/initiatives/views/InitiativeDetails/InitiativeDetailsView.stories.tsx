import type { InitiativeDetail } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { InitiativeHeader, MembersCard } from './InitiativeDetailsView';

const initiative: InitiativeDetail = {
  id: 'initiative-roadmap',
  title: 'Product roadmap priorities',
  description: 'What we build next quarter, and why.',
  status: 'active',
  ownerId: 'user-hana',
  memberIds: ['user-hana', 'user-hugo', 'user-ada'],
  members: [
    { id: 'user-hana', displayName: 'Hana Host', photoURL: '', userType: 1 },
    { id: 'user-hugo', displayName: 'Hugo Host', photoURL: '', userType: 1 },
    { id: 'user-ada', displayName: 'Ada Attendee', photoURL: '', userType: 2 },
  ],
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  meetingCount: 3,
  nextMeetingAt: null,
  liveMeeting: null,
  openDecisionCount: 0,
  viewerIsOwner: true,
  meetings: [],
  outcomes: [],
  nextFacilitatorId: null,
  invitations: [
    {
      id: 'invitation-1',
      email: 'new@example.com',
      status: 'pending',
      invitedAt: '2026-11-21T09:30:00.000Z',
    },
  ],
};

const meta = {
  title: 'Apps/Initiatives/Views/InitiativeDetails',
  component: InitiativeHeader,
  args: { initiative, canPlan: true, onPlan: fn(), onEdit: fn(), onDelete: fn(), onLeave: fn() },
} satisfies Meta<typeof InitiativeHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner, a host: plan a meeting, edit, delete; each button only calls back. */
export const Owner: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product roadmap priorities' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Leave initiative' })).toBeNull();
  },
};

/** A member who does not own it: no edit or delete, only leave; no meeting to plan for an attendee. */
export const Member: Story = {
  args: { initiative: { ...initiative, viewerIsOwner: false }, canPlan: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave initiative' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The members card: the owner and hosts marked, the pending invitation, how many meetings it held. */
export const Members: Story = {
  render: (args) => <MembersCard initiative={args.initiative} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = canvas.getByRole('list', { name: 'Members' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement).toHaveTextContent('new@example.com');
  },
};
