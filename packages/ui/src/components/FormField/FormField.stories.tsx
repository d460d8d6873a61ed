import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormField, type FormFieldProps, fieldAria, useFieldIds } from './FormField';

/** The frame's own props; the ids and the control are the story's (a custom control wired with the ids). */
type FrameArgs = Omit<FormFieldProps, 'ids' | 'children'>;

/** A custom control in the frame: a native range input, named by the label and described by the texts. */
function MinutesPerSpeaker(args: FrameArgs) {
  const ids = useFieldIds();
  return (
    <FormField {...args} ids={ids}>
      <input
        type="range"
        id={ids.id}
        name="minutesPerSpeaker"
        min={1}
        max={10}
        defaultValue={3}
        {...fieldAria(ids, args)}
      />
    </FormField>
  );
}

const meta = {
  title: 'UI/FormField',
  args: { label: 'Minutes per speaker', helperText: 'The next speaker is called after this long' },
  render: (args) => <MinutesPerSpeaker {...args} />,
} satisfies Meta<FrameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Minutes per speaker' });
    await expect(slider).toHaveAccessibleDescription('The next speaker is called after this long');
  },
};

export const WithError: Story = {
  args: { error: 'Give each speaker at least 2 minutes' },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Minutes per speaker' });
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription(
      'Give each speaker at least 2 minutes The next speaker is called after this long',
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, helperText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minutes per speaker' })).toBeVisible();
  },
};

/** A group of controls under one label: `labelElement="span"`, the fieldset named with `aria-labelledby`. */
function MeetingTime(args: FrameArgs) {
  const ids = useFieldIds();
  return (
    <FormField {...args} ids={ids} labelElement="span">
      <fieldset
        id={ids.id}
        aria-labelledby={ids.labelId}
        {...fieldAria(ids, args)}
        style={{ display: 'flex', gap: 8, border: 0, margin: 0, padding: 0 }}
      >
        <input type="time" aria-label="Starts" defaultValue="10:00" />
        <input type="time" aria-label="Ends" defaultValue="10:30" />
      </fieldset>
    </FormField>
  );
}

export const GroupOfControls: Story = {
  args: { label: 'Meeting time', helperText: 'In your time zone' },
  render: (args) => <MeetingTime {...args} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Meeting time' });
    await expect(group).toHaveAccessibleDescription('In your time zone');
  },
};

// Usage examples for the docs page (FormField.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a custom control framed by FormField, wired with `useFieldIds` and `fieldAria`. */
export const DoFrameACustomControl: Story = {
  tags: ['!dev', '!autodocs'],
};

/** A TextField (a frame of its own) inside a FormField. */
function DoubleFrame(args: FrameArgs) {
  const ids = useFieldIds();
  return (
    <div style={{ maxInlineSize: 320 }}>
      <FormField {...args} ids={ids}>
        <TextField label="Title" name="title" />
      </FormField>
    </div>
  );
}

/**
 * Don't: a kit field inside a FormField: it has its own frame, so the label shows twice and the outer one (a
 * `<label for>` of an id nothing has) names nothing.
 */
export const DontWrapAKitField: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Title', helperText: undefined },
  render: (args) => <DoubleFrame {...args} />,
};
