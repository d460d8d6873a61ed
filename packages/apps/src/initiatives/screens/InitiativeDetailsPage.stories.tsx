import { initiativePaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { countReads, downloadedText, withAppProviders, withHandlers } from '../../lib/storybook';
import { signInForStory } from '../../lib/storyAuth';
import { serverErrorStory } from '../../lib/product/serverErrorStory';
import InitiativeDetailsPage from './InitiativeDetailsPage';

const path = '/apps/initiatives/details';
const at = (id: string) => [withAppProviders({ path, route: `${path}?id=${id}` })];

const meta = {
  title: 'Apps/Initiatives/InitiativeDetailsPage',
  component: InitiativeDetailsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InitiativeDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsHost: Story = {
  decorators: at('initiative-roadmap'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Product roadmap priorities' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    // The decision log and the meetings load on their own.
    await expect(await canvas.findByRole('list', { name: 'Decision log' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'What should we build next?' })).toBeVisible();
    // "New meeting" opens the planning dialog; Escape closes it.
    await userEvent.click(canvas.getByRole('button', { name: 'New meeting' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New meeting' });
    // The rota: the host led the latest meeting, so the next member in turn is proposed to facilitate.
    const rota = within(dialog).getByRole('checkbox', { name: /facilitates \(their turn in the rota\)$/ });
    await expect(rota).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create meeting' }));
    await expect(await within(dialog).findByText('Give the meeting a title')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Gone once its closing animation ends.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** An archived initiative offers no "New meeting", and its empty plan does not point the host to one. */
export const ArchivedAsHost: Story = {
  decorators: at('initiative-offsite'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Team offsite' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New meeting' })).toBeNull();
    const upcoming = canvas.getByRole('region', { name: 'Upcoming and live meetings' });
    await expect(upcoming).not.toHaveTextContent('New meeting');
  },
};

export const AsAttendee: Story = {
  decorators: at('initiative-roadmap'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('list', { name: 'Decision log' }, { timeout: 15_000 });
    await expect(log).toBeVisible();
    // Each consent decision shows its counts and its anonymous minority report, each reason marked.
    await expect(within(log).getByTestId('consent-counts')).toHaveTextContent(
      '2 agree · 0 abstain · 1 object · 0 block',
    );
    await expect(within(log).getByRole('list', { name: 'Minority report' })).toHaveTextContent(
      'Objection“Read-only will disappoint the field teams who asked for offline editing.”',
    );
    // The log as CSV: a row per outcome with its counts and the minority report's reasons, never who.
    const csv = await downloadedText(() =>
      userEvent.click(canvas.getByRole('button', { name: 'Export as CSV' })),
    );
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    await expect(header).toBe(
      'Decided on,Meeting,Outcome,Kind,Review on,Agree,Abstain,Object,Block,Gradients of agreement,Minority report',
    );
    // A consent decision leaves the gradients' column empty.
    await expect(rows.some((row) => /,Decision,[^,]*,2,0,1,0,,Read-only will disappoint/.test(row))).toBe(
      true,
    );
    await expect(csv).not.toMatch(/Ada Attendee|Sami Staff/);
    await expect(canvas.queryByRole('button', { name: 'New meeting' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Members never see who was invited.
    await expect(canvas.queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave initiative' })).toBeVisible();
  },
};

/** The owner sees the pending invitation, invites by e-mail in the edit dialog, and withdraws. */
export const HostInvites: Story = {
  decorators: at('initiative-roadmap'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByRole('list', { name: 'Pending invitations' }, { timeout: 15_000 });
    await expect(pending).toHaveTextContent('outsider@chorus.devPending');
    await expect(canvas.queryByRole('button', { name: 'Leave initiative' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Invite by e-mail' }), 'nia@example.org{Enter}');
    await expect(
      await dialog.findByRole('button', { name: 'Withdraw the invitation to nia@example.org' }),
    ).toBeVisible();
    await expect(pending).toHaveTextContent('nia@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw the invitation to nia@example.org' }));
    await waitFor(() => expect(pending).not.toHaveTextContent('nia@example.org'));
  },
};

/** A member (not the owner) leaves after confirming, and is back on the list of their initiatives. */
export const MemberLeaves: Story = {
  decorators: at('initiative-onboarding'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Leave initiative' }, { timeout: 15_000 }),
    );
    const confirm = await body.findByRole('dialog', { name: 'Leave Onboarding revamp?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await expect(
      await body.findByText('You left the initiative', undefined, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

const outsiderReads = countReads(initiativePaths.item);
/** A non-member's answer (404) is shown at once: the refusal is not asked again after a wait. */
export const NotFound: Story = {
  decorators: at('initiative-roadmap'),
  parameters: withHandlers(outsiderReads.handler),
  beforeEach: async () => {
    outsiderReads.count = 0;
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/does not exist, or you are not one of its members/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    await expect(outsiderReads.count).toBe(1);
  },
};

export const ServerError: Story = {
  decorators: at('initiative-roadmap'),
  ...serverErrorStory(initiativePaths.item, 'host'),
};
