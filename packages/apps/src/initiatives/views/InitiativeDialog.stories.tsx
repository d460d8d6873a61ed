import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../lib/product/product.icons';
import { InitiativeDialog } from './InitiativeDialog';

const viewer = { displayName: 'Hana Host', email: 'host@chorus.dev' };

const meta = {
  title: 'Apps/Initiatives/Views/InitiativeDialog',
  component: InitiativeDialog,
  args: { open: true, viewer, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof InitiativeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog');

/** Creating: e-mails collect as "To invite" and go with the new initiative; nobody is added directly. */
export const CreateWithInvitations: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hiring loop');
    const email = dialog.getByRole('textbox', { name: 'Invite by e-mail' });
    await userEvent.type(email, 'Nia@Example.org{Enter}');
    await userEvent.type(email, 'sam@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    const list = dialog.getByRole('list', { name: 'Members and invitations' });
    await expect(list).toHaveTextContent('nia@example.orgTo invite');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw the invitation to sam@example.org' }));
    await expect(list).not.toHaveTextContent('sam@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Create initiative' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: undefined,
      title: 'Hiring loop',
      description: '',
      status: 'active',
      invite: ['nia@example.org'],
    });
  },
};

/** A malformed e-mail, the viewer's own, or one invited already is refused in the field. */
export const InviteErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const email = dialog.getByRole('textbox', { name: 'Invite by e-mail' });
    await userEvent.type(email, 'not an e-mail{Enter}');
    await expect(await dialog.findByText('Please enter a valid email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'HOST@chorus.dev{Enter}');
    await expect(await dialog.findByText('That is your own e-mail: you are a member already')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'a@b.org{Enter}');
    await userEvent.type(email, 'a@b.org{Enter}');
    await expect(await dialog.findByText('This e-mail is invited already')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: members (the owner cannot be removed) and pending invitations; each change is made at once. */
export const EditMembers: Story = {
  args: {
    initial: {
      id: 'initiative-roadmap',
      title: 'Product roadmap priorities',
      description: '',
      status: 'active',
    },
    membership: {
      members: [
        { id: 'user-host', displayName: 'Hana Host', suffix: '(owner)', removable: false },
        { id: 'user-staff', displayName: 'Sami Staff', removable: true },
      ],
      invitations: [{ id: 'invitation-1', email: 'outsider@chorus.dev' }],
      onInvite: fn(),
      onWithdraw: fn(),
      onRemove: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const list = dialog.getByRole('list', { name: 'Members and invitations' });
    await expect(list).toHaveTextContent('outsider@chorus.devPending');
    await expect(dialog.queryByRole('button', { name: 'Remove Hana Host' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Sami Staff' }));
    await expect(args.membership?.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'user-staff' }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: 'Withdraw the invitation to outsider@chorus.dev' }),
    );
    await expect(args.membership?.onWithdraw).toHaveBeenCalledWith({
      id: 'invitation-1',
      email: 'outsider@chorus.dev',
    });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Invite by e-mail' }), 'new@example.org{Enter}');
    await expect(args.membership?.onInvite).toHaveBeenCalledWith('new@example.org');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
