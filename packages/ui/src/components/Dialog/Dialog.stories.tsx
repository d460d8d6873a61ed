import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog';

const onConfirm = fn();

const meta = {
  title: 'UI/Dialog',
  component: DialogContent,
  args: {
    title: 'Leave the meeting?',
    description: 'The others can go on without you. You can rejoin while it lasts.',
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger>
        <Button tone="critical" variant="soft">
          Leave
        </Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              Stay
            </Button>
          </DialogClose>
          <DialogClose>
            <Button tone="critical" onClick={onConfirm}>
              Leave meeting
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  beforeEach: () => onConfirm.mockClear(),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrappedAndRestored: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Leave' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Leave the meeting?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The others can go on without you. You can rejoin while it lasts.',
    );
    // Focus moves in, and Tab cycles inside the dialog only.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ConfirmCloses: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await userEvent.click(await body.findByRole('button', { name: 'Leave meeting' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Leave' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { title: 'Rename meeting', description: 'Everyone invited sees the new name.', size: 'sm' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Rename</Button>
        <output>{open ? 'open' : 'closed'}</output>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent {...args}>
            <TextField label="Name" defaultValue="Weekly sync" />
            <DialogFooter>
              <Button onClick={() => setOpen(false)}>Save</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await expect(await body.findByRole('dialog', { name: 'Rename meeting' })).toBeInTheDocument();
    await expect(canvas.getByText('open')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('closed')).toBeInTheDocument());
  },
};

export const CustomWidth: Story = {
  args: { width: 380, title: 'Settings', description: 'Theme and layout for this device.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(380));
  },
};

/** An open modal covers the page it is on: on a docs page it renders in a frame of its own. */
const inFrame = { docs: { story: { inline: false, height: '420px' } } };

export const Open: Story = {
  parameters: inFrame,
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              Stay
            </Button>
          </DialogClose>
          <Button tone="critical">Leave meeting</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const OpenInRtl: Story = {
  ...Open,
  globals: { dir: 'rtl' },
  args: { title: 'مغادرة الاجتماع؟', description: 'يمكنك العودة لاحقًا.' },
};

// Usage examples for the docs page (Dialog.mdx): out of the sidebar and of the docs page's list of states.

/**
 * Don't: a modal for news that needs no decision: it takes the focus and blocks the page for one "OK". A
 * snackbar says it without interrupting.
 */
export const DontForNotices: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: inFrame,
  args: { title: 'Saved', description: null, size: 'sm' },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
