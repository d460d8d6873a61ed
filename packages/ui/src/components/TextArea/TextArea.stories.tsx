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
