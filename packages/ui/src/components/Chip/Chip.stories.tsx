import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { label: 'Speakers' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { icon: <Mic size={14} aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Speakers')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Selectable: Story = {
  args: { selectable: true, onSelectedChange: fn() },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Speakers' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Speakers' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

function TokenList() {
  const [tokens, setTokens] = useState(['Design', 'Research', 'Engineering']);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {tokens.map((token) => (
        <Chip
          key={token}
          label={token}
          selectable
          defaultSelected={token === 'Design'}
          onRemove={() => setTokens((all) => all.filter((t) => t !== token))}
        />
      ))}
      <Chip label="Archived" disabled selectable />
    </div>
  );
}

export const SelectableAndRemovable: Story = {
  render: () => <TokenList />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Research' }));
    await expect(canvas.queryByText('Research')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Archived' })).toBeDisabled();
  },
};

export const Dark: Story = { ...SelectableAndRemovable, globals: { theme: 'defaultDark' } };
export const MainThemeDark: Story = { ...SelectableAndRemovable, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Chip.mdx): out of the sidebar and of the docs page's list of states.

/** Do: selectable chips as filters of a list: each one on or off on its own, several at once. */
export const DoFilters: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Chip label="Mine" selectable defaultSelected />
      <Chip label="This week" selectable defaultSelected />
      <Chip label="With recording" selectable />
      <Chip label="Has decisions" selectable />
    </div>
  ),
};

/** Don't: toggle chips for one choice among several: nothing turns the others off; this is a radio group. */
export const DontForOneOfMany: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Chip label="30 minutes" selectable defaultSelected />
      <Chip label="45 minutes" selectable />
      <Chip label="60 minutes" selectable defaultSelected />
    </div>
  ),
};
