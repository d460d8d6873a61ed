import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Copy, Pencil, Trash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onSelect = fn();

function MeetingMenu(props: { defaultOpen?: boolean; modal?: boolean }) {
  const [recording, setRecording] = useState(true);
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger>
        <Button variant="outline" tone="neutral" endIcon={<ChevronDown size={16} aria-hidden />}>
          Meeting actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Weekly sync</DropdownMenuLabel>
        <DropdownMenuItem icon={<Pencil size={16} />} shortcut="E" onSelect={() => onSelect('rename')}>
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy size={16} />} onSelect={() => onSelect('duplicate')}>
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Export minutes</DropdownMenuItem>
        <DropdownMenuCheckboxItem
          checked={recording}
          onCheckedChange={setRecording}
          // Keep the menu open so several options can be toggled in a row.
          onSelect={(event) => event.preventDefault()}
        >
          Record meeting
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="critical" icon={<Trash size={16} />} onSelect={() => onSelect('delete')}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  render: () => <MeetingMenu />,
  beforeEach: () => onSelect.mockClear(),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Meeting actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: /Rename/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: /Duplicate/ })).toHaveFocus();
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitemcheckbox', { name: 'Record meeting' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('menuitemcheckbox', { name: 'Record meeting' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectsAnItem: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Meeting actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Delete/ }));
    await expect(onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = {
  render: () => (
    <div style={{ blockSize: 300 }}>
      <MeetingMenu defaultOpen modal={false} />
    </div>
  ),
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible()); // after the enter animation
  },
};

export const OpenInRtl: Story = {
  ...Open,
  globals: { dir: 'rtl' },
};

// Usage examples for the docs page (DropdownMenu.mdx): out of the sidebar and of the docs page's list of states.

/** Do: the actions on one thing, named by verbs; the destructive one last, apart, in the critical tone. */
export const DoActionsOnAnItem: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="outline" tone="neutral" endIcon={<ChevronDown size={16} aria-hidden />}>
          Agenda item actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<Pencil size={16} />}>Edit</DropdownMenuItem>
        <DropdownMenuItem icon={<Copy size={16} />}>Duplicate</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="critical" icon={<Trash size={16} />}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

function RoomMenu() {
  const [room, setRoom] = useState('blue');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="outline" tone="neutral" endIcon={<ChevronDown size={16} aria-hidden />}>
          {room === 'blue' ? 'Blue room' : 'Green room'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={room} onValueChange={setRoom}>
          <DropdownMenuRadioItem value="blue">Blue room</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="green">Green room</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Don't: a menu that picks a form's value: the button has no field label, is not submitted with the form, and
 * a screen reader hears a menu button named by the value. That is a Select.
 */
export const DontAsAFormField: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <RoomMenu />,
};
