import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Starts with your camera off', children: <Button variant="soft">Join quietly</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Starts with your camera off');
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('Starts with your camera off');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const ShowsOnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button'));
    // Radix puts role=tooltip on a visually hidden copy, read by screen readers.
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Starts with your camera off',
    );
  },
};

export const Open: Story = {
  args: { open: true, side: 'bottom' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ paddingBlockEnd: 48 }}>
      <Tooltip {...args} />
    </div>
  ),
};
