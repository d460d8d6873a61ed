import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Agenda', name: 'agenda', helperText: 'One topic per line' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Agenda' });
    await userEvent.type(box, 'Budget{Enter}Hiring');
    await expect(box).toHaveValue('Budget\nHiring');
    await expect(box).toHaveAccessibleDescription('One topic per line');
  },
};

export const WithError: Story = {
  args: { error: 'Add at least one topic', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Default with text, with an error, and disabled (the visual test's baseline). */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <TextArea label="Agenda" helperText="One topic per line" defaultValue={'Budget\nHiring'} rows={3} />
      <TextArea label="Notes" required error="Add at least one topic" rows={3} />
      <TextArea label="Summary" disabled defaultValue="Written by the host after the meeting." rows={3} />
    </div>
  ),
};

// Usage examples for the docs page (TextArea.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a visible label, a helper text that says what to write, and rows for the length you expect. */
export const DoSayWhatToWrite: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    label: 'Message to the participants',
    name: 'message',
    helperText: 'Sent with the invitation. A few sentences at most.',
    rows: 3,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <TextArea {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message to the participants' })).toHaveAttribute(
      'rows',
      '3',
    );
  },
};

/** Don't: a TextArea for a one-line value; Enter starts a new line instead of submitting the form. */
export const DontForOneLine: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Meeting title', name: 'title', helperText: undefined, defaultValue: 'Weekly sync' },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <TextArea {...args} />
    </div>
  ),
};
