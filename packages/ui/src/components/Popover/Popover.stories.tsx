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
