import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: PopoverContent,
  args: { 'aria-label': 'Invite people', showArrow: true },
  render: (args) => (
    <Popover>
      <PopoverTrigger>
        <Button variant="soft">Invite</Button>
      </PopoverTrigger>
      <PopoverContent {...args}>
        <div style={{ display: 'grid', gap: 12 }}>
          <Text weight="semibold">Invite people</Text>
          <TextField label="Email" type="email" />
          <PopoverClose>
            <Button size="sm">Send invite</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Invite' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await body.findByRole('dialog', { name: 'Invite people' });
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await userEvent.click(await body.findByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  render: (args) => (
    <div style={{ blockSize: 260 }}>
      <Popover defaultOpen>
        <PopoverTrigger>
          <Button variant="soft">Invite</Button>
        </PopoverTrigger>
        <PopoverContent {...args} side="bottom" align="start">
          <Text size="sm">Invite links expire after 7 days.</Text>
        </PopoverContent>
      </Popover>
    </div>
  ),
};

export const OpenDark: Story = { ...Open, globals: { theme: 'defaultDark' } };

// Usage examples for the docs page (Popover.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a few controls about the trigger's subject, in a popover named after it (press the button). */
export const DoNamedAndShort: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <Popover>
      <PopoverTrigger>
        <Button variant="soft">Share</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Share the meeting" showArrow>
        <div style={{ display: 'grid', gap: 12 }}>
          <Text size="sm">Anyone with the link can ask to join.</Text>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button size="sm">Copy link</Button>
            <PopoverClose>
              <Button size="sm" variant="ghost" tone="neutral">
                Done
              </Button>
            </PopoverClose>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Share the meeting' });
    const copy = within(popover).getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Done' })).toHaveFocus();
    // Tab goes round inside the popover: the focus does not leave it.
    await userEvent.tab();
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Don't: a destructive confirmation in a popover; a click anywhere else closes it and the page stays usable. */
export const DontForConfirmation: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <Popover>
      <PopoverTrigger>
        <Button tone="critical" variant="soft">
          Delete meeting
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Delete the meeting?">
        <div style={{ display: 'grid', gap: 12 }}>
          <Text size="sm">The recording and the notes are deleted too.</Text>
          <PopoverClose>
            <Button size="sm" tone="critical">
              Delete
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
};
