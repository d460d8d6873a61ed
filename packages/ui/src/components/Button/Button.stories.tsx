import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Start meeting', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    tone: { control: 'inline-radio', options: ['accent', 'neutral', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start meeting' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const variants = ['solid', 'soft', 'outline', 'ghost'] as const;
const tones = ['accent', 'neutral', 'critical'] as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12 }}>
      {tones.flatMap((tone) =>
        variants.map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'outline critical' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(small).toBe(32);
    await expect(large).toBe(48);
  },
};

export const WithIcons: Story = {
  args: {
    startIcon: <Plus size={16} aria-hidden />,
    endIcon: <ArrowRight size={16} aria-hidden />,
    children: 'New initiative',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New initiative' })).toBeVisible();
  },
};

/** An icon among the children (not `startIcon`), as "Add contact" and "Add event" have it: a gap from the text. */
export const IconAmongChildren: Story = {
  args: {
    size: 'sm',
    children: (
      <>
        <Plus size={16} aria-hidden />
        Add contact
      </>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add contact' });
    const icon = button.querySelector('svg') as SVGElement;
    const textNode = [...(icon.parentNode?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.TEXT_NODE,
    );
    const range = document.createRange();
    range.selectNodeContents(textNode as Node);
    const text = range.getBoundingClientRect();
    const gap = text.left - icon.getBoundingClientRect().right;
    await expect(gap).toBeGreaterThanOrEqual(4);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled(); // stays focusable, so focus is not lost mid-submit
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign in' },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', endIcon: <ArrowRight size={16} aria-hidden /> },
  render: (args) => (
    <Button {...args}>
      <a href="#meetings">Open meetings</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open meetings' });
    await expect(link).toHaveAttribute('href', '#meetings');
    await expect(link).toHaveAttribute('data-variant', 'outline');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { startIcon: <Plus size={16} aria-hidden />, children: 'إضافة' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const icon = button.querySelector('svg') as SVGElement;
    // The start icon sits on the right in RTL.
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().left + 20);
  },
};

// Usage examples for the docs page (Button.mdx): not states of their own, so out of the sidebar and of the
// docs page's list of states.

/** Do: one solid button for the view's main action; the others are quieter variants. */
export const DoOneMainAction: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="ghost" tone="neutral">
        Cancel
      </Button>
      <Button {...args}>Start meeting</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start meeting' })).toHaveAttribute(
      'data-variant',
      'solid',
    );
  },
};

/** Don't: several solid buttons side by side; nothing says which one is the main action. */
export const DontCompetingActions: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args}>Start meeting</Button>
      <Button {...args}>Invite people</Button>
      <Button {...args} tone="critical">
        Delete meeting
      </Button>
    </div>
  ),
};

/**
 * Don't: a Button with an icon and no text has no accessible name (axe's `button-name` rule fails), so it is
 * not a test (`!test`); use `IconButton`, whose `label` is required.
 */
export const DontIconWithoutText: Story = {
  tags: ['!dev', '!autodocs', '!test'],
  args: { children: <Trash2 size={16} aria-hidden /> },
};
