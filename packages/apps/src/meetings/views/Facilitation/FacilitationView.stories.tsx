import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { FacilitationView } from './FacilitationView';

const hana = { id: 'u-host', displayName: 'Hana Host', photoURL: '', userType: 1 };
const sami = { id: 'u-staff', displayName: 'Sami Staff', photoURL: '', userType: 2 };
const ana = { id: 'u-attendee', displayName: 'Ana Attendee', photoURL: '', userType: 2 };

const meta = {
  title: 'Apps/Meetings/Views/Facilitation',
  component: FacilitationView,
  args: {
    facilitator: hana,
    viewerLeads: true,
    ready: { ready: 2, total: 3 },
    handTo: [sami],
    canTakeOver: false,
    onHandOff: fn(),
    onTakeOver: fn(),
  },
} satisfies Meta<typeof FacilitationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The host leads: how many are ready at a glance, and the lead handed to a co-host. */
export const HostHandsOver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are facilitating')).toBeVisible();
    await expect(canvas.getByTestId('ready-count')).toHaveTextContent('2 of 3 ready');
    const hand = canvas.getByRole('button', { name: 'Hand over' });
    await expect(hand).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Hand facilitation to' }), 'u-staff');
    await userEvent.click(hand);
    await expect(args.onHandOff).toHaveBeenCalledWith('u-staff');
  },
};

/** The host names co-hosts during the meeting: saved only once changed. */
export const HostNamesCoHosts: Story = {
  args: {
    coHosts: { attendees: [sami, ana], value: ['u-staff'], onSave: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save co-hosts' });
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Sami Staff' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ana Attendee' }));
    await userEvent.click(save);
    await expect(args.coHosts?.onSave).toHaveBeenCalledWith(['u-staff', 'u-attendee']);
  },
};

/** A co-host while the host leads and is here: who leads, nothing to hand on, nothing to take over. */
export const CoHostWhileHostLeads: Story = {
  args: { viewerLeads: false, handTo: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Facilitated by Hana Host')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Take over facilitation' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The host has left: the co-host who is here first is offered the lead. */
export const CoHostTakesOver: Story = {
  args: { viewerLeads: false, handTo: [], canTakeOver: true, ready: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hana Host is away: you can take over facilitation.')).toBeVisible();
    await expect(canvas.queryByTestId('ready-count')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Take over facilitation' }));
    await expect(args.onTakeOver).toHaveBeenCalled();
  },
};
