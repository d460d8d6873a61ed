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

// Usage examples for the docs page (Tooltip.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a short hint that adds to a control whose own label already says what it does. */
export const DoSupplementaryHint: Story = {
  tags: ['!dev', '!autodocs'],
  args: { open: true, side: 'bottom', content: 'Only hosts see this note' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ paddingBlockEnd: 48 }}>
      <Tooltip {...args}>
        <Button variant="soft">Add a private note</Button>
      </Tooltip>
    </div>
  ),
};

/**
 * Don't: a tooltip on a disabled button to say why it is disabled: a disabled button takes neither focus nor
 * pointer events, so the tooltip never shows. Say what is missing beside it, or keep the button enabled.
 */
export const DontOnDisabledControl: Story = {
  tags: ['!dev', '!autodocs'],
  args: { content: 'Add an agenda item first' },
  render: (args) => (
    <Tooltip {...args}>
      <Button disabled>Start meeting</Button>
    </Tooltip>
  ),
};
