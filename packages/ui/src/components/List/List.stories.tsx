import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Mail, Star, X } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { List, ListItem } from './List';

const meta = {
  title: 'UI/List',
  component: List,
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <List dividers style={{ maxInlineSize: 360 }}>
      <ListItem
        start={<Avatar name="Ada Lovelace" fallback="initials" size="sm" />}
        description="Host"
        end="09:30"
      >
        Ada Lovelace
      </ListItem>
      <ListItem start={<Avatar name="Alan Turing" src="" size="sm" />} description="Speaker" end="09:32">
        Alan Turing
      </ListItem>
      <ListItem description="Listener">Grace Hopper</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onOpen = fn();

function Navigation() {
  const [current, setCurrent] = useState('inbox');
  const items = [
    { id: 'inbox', label: 'Inbox', icon: Inbox, count: '12' },
    { id: 'starred', label: 'Starred', icon: Star, count: undefined },
    { id: 'sent', label: 'Sent', icon: Mail, count: undefined },
  ];
  return (
    <nav aria-label="Mail folders">
      <List style={{ maxInlineSize: 280 }}>
        {items.map(({ id, label, icon: Icon, count }) => (
          <ListItem
            key={id}
            dense
            current={current === id ? 'page' : undefined}
            start={<Icon size={18} aria-hidden />}
            end={count ? <Badge title={count} /> : undefined}
            onClick={() => {
              setCurrent(id);
              onOpen(id);
            }}
          >
            {label}
          </ListItem>
        ))}
        <ListItem dense disabled onClick={() => {}}>
          Archive (offline)
        </ListItem>
      </List>
    </nav>
  );
}

export const Interactive: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Starred' }));
    await expect(onOpen).toHaveBeenLastCalledWith('starred');
    await expect(canvas.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-current', 'page');
    // Keyboard: Tab to the next item, Enter activates it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sent' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenLastCalledWith('sent');
    await expect(canvas.getByRole('button', { name: 'Archive (offline)' })).toBeDisabled();
  },
};

export const Links: Story = {
  render: () => (
    <List>
      <ListItem href="#agenda" current="page">
        Agenda
      </ListItem>
      <ListItem href="#notes">Notes</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  },
};

export const InteractiveDark: Story = { ...Interactive, globals: { theme: 'defaultDark' } };
export const InteractiveMainThemeDark: Story = { ...Interactive, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (List.mdx): out of the sidebar and of the docs page's list of states.

const people = ['Ada Lovelace', 'Alan Turing'];

/** Do: items with their own controls stay plain; the controls sit in `end`, each named after its item. */
export const DoControlsInPlainItems: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <List dividers style={{ maxInlineSize: 360 }}>
      {people.map((name) => (
        <ListItem
          key={name}
          start={<Avatar name={name} fallback="initials" size="sm" decorative />}
          description="Invited"
          end={<IconButton size="sm" label={`Remove ${name}`} icon={<X size={16} aria-hidden />} />}
        >
          {name}
        </ListItem>
      ))}
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Remove Alan Turing' })).toBeVisible();
  },
};

/**
 * Don't: a control in the `end` of an item that is itself a button (`onClick`): a button inside a button is
 * invalid HTML (axe's `nested-interactive` rule fails, and React logs an error), so it is not a test (`!test`).
 */
export const DontNestControls: Story = {
  tags: ['!dev', '!autodocs', '!test'],
  render: () => (
    <List dividers style={{ maxInlineSize: 360 }}>
      {people.map((name) => (
        <ListItem
          key={name}
          onClick={() => {}}
          start={<Avatar name={name} fallback="initials" size="sm" decorative />}
          description="Invited"
          end={<IconButton size="sm" label={`Remove ${name}`} icon={<X size={16} aria-hidden />} />}
        >
          {name}
        </ListItem>
      ))}
    </List>
  ),
};
