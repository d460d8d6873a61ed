import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdeaEditor } from './IdeaEditor';

const meta = {
  title: 'Apps/Meetings/Views/Ideation/IdeaEditor',
  component: IdeaEditor,
  args: {
    label: 'Your idea',
    submitLabel: 'Add idea',
    showNameOption: true,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof IdeaEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Show my name" is chosen per idea: once an idea is added, the next one starts anonymous again. */
export const ShowMyNamePerIdea: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your idea' });
    const showName = canvas.getByRole('checkbox', { name: 'Show my name' });
    await userEvent.type(box, 'Signed idea');
    await userEvent.click(showName);
    await expect(showName).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ text: 'Signed idea', showName: true });
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(showName).not.toBeChecked();
    await userEvent.type(box, 'Anonymous idea');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ text: 'Anonymous idea', showName: false });
  },
};

/** A refused idea keeps its text and its name choice, to send again. */
export const RefusedKeepsTheChoice: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Time is up for this phase'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), 'Signed idea');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show my name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(canvas.getByRole('textbox', { name: 'Your idea' })).toHaveValue('Signed idea');
    await expect(canvas.getByRole('checkbox', { name: 'Show my name' })).toBeChecked();
  },
};

/** A paste past the limit is kept whole and marked (never cut without a word); it cannot be added until shortened. */
export const PastedPastTheLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your idea' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(520));
    await expect(box).toHaveValue('x'.repeat(520));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^20 characters too many: an idea holds at most 500/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add idea' })).toBeDisabled();
    await userEvent.type(box, '{Backspace}'.repeat(20));
    await expect(canvas.getByRole('button', { name: 'Add idea' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
