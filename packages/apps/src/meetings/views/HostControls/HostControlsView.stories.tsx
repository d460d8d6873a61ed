import { DEFAULT_MEETING_SETTINGS } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { HostControlsView } from './HostControlsView';

const meta = {
  title: 'Apps/Meetings/Views/HostControls',
  component: HostControlsView,
  args: {
    canReveal: false,
    advanceLabel: 'Next: Group',
    phaseActive: true,
    settings: DEFAULT_MEETING_SETTINGS,
    onReveal: fn(),
    onAdvance: fn(),
    onExtend: fn(),
    onEnd: fn(),
    onSaveProposal: fn(async () => undefined),
    onSaveSettings: fn(),
  },
} satisfies Meta<typeof HostControlsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Writing alone: nobody, the host included, sees an idea until the reveal. */
export const BeforeTheReveal: Story = {
  args: { canReveal: true, advanceLabel: 'Next: Group' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Until you reveal, nobody/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal all ideas' }));
    await expect(args.onReveal).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '+5 min' }));
    await expect(args.onExtend).toHaveBeenCalledWith(300);
  },
};

/** The vote is open; the decision after it has a proposal the host can still change. */
export const VoteOpen: Story = {
  args: { advanceLabel: 'Close the vote', nextProposal: 'Adopt onboarding buddies' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close the vote' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save proposal' });
    await expect(save).toBeDisabled();
    const box = canvas.getByRole('textbox', { name: 'Proposal for the next decision' });
    await userEvent.type(box, ' from next sprint');
    await userEvent.click(save);
    await expect(args.onSaveProposal).toHaveBeenCalledWith('Adopt onboarding buddies from next sprint');
  },
};

/** The last phase is closed: ending the meeting is what is left. */
export const LastPhaseClosed: Story = {
  args: { advanceLabel: null, phaseActive: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Next|^Close/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '+1 min' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'End meeting' }));
    await expect(args.onEnd).toHaveBeenCalled();
  },
};

/** "End meeting" sits apart from the timer and agenda controls, in its own section. */
export const EndIsApart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = canvas.getByRole('group', { name: 'Meeting controls' });
    await expect(within(controls).getByRole('button', { name: '+1 min' })).toBeVisible();
    await expect(within(controls).queryByRole('button', { name: 'End meeting' })).toBeNull();
    const end = canvas.getByRole('region', { name: 'End the meeting' });
    await userEvent.click(within(end).getByRole('button', { name: 'End meeting' }));
    await expect(args.onEnd).toHaveBeenCalled();
  },
};

/**
 * On a phone (390 px wide) the host's main controls are a bar stuck to the bottom of the screen, full width,
 * over the page; "End meeting" stays in the card, apart from them.
 */
export const PhoneBottomBar: Story = {
  args: { canReveal: true, advanceLabel: 'Next: Group' },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const bar = canvas.getByRole('group', { name: 'Meeting controls' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
    const box = bar.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(390);
    const reveal = within(bar).getByRole('button', { name: 'Reveal all ideas' });
    await expect(reveal).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: 'End meeting' })).toBeNull();
    await userEvent.click(reveal);
    await expect(args.onReveal).toHaveBeenCalled();
  },
};
