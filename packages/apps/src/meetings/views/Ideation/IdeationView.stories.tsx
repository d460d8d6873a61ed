import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { myIdeas } from '../meetings.fixtures';
import { IdeationView } from './IdeationView';

const meta = {
  title: 'Apps/Meetings/Views/Ideation',
  component: IdeationView,
  args: {
    ideas: [],
    submittedCount: 2,
    eligibleCount: 3,
    readyCount: 1,
    anonymity: 'optInNames',
    canWrite: true,
    canContribute: true,
    viewerReady: false,
    onAdd: fn(async () => undefined),
    onEdit: fn(async () => undefined),
    onDelete: fn(),
    onReadyChange: fn(),
  },
} satisfies Meta<typeof IdeationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('progress')).toHaveTextContent('2 of 3 submitted');
    await expect(canvas.getByText('You have not written an idea yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add idea' })).toBeDisabled();
    await expect(canvas.getByText('1 of 3 done writing')).toBeVisible();
  },
};

/** Writing: the idea goes to the server with the name choice; the field empties once it is saved. */
export const Writing: Story = {
  args: { ideas: myIdeas },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = canvas.getByRole('list', { name: 'Your ideas' });
    await expect(within(mine).getAllByRole('listitem')).toHaveLength(2);
    await expect(mine).toHaveTextContent('Shows your name');
    const box = canvas.getByRole('textbox', { name: 'Your idea' });
    await userEvent.type(box, '  A quieter planning week ');
    await expect(canvas.getByText(/474 characters left/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show my name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ text: 'A quieter planning week', showName: true });
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete idea: A weekly digest of decisions' }));
    await expect(args.onDelete).toHaveBeenCalledWith('idea-1');
  },
};

/** The server refuses the idea (time is up): the text stays in the field to send again. */
export const TimeUp: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('Time is up for this phase'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your idea' });
    await userEvent.type(box, 'Record the setup walkthrough once');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('Record the setup walkthrough once');
    await expect(canvas.getByRole('button', { name: 'Add idea' })).toBeEnabled();
  },
};

export const Submitted: Story = {
  args: { ideas: myIdeas.slice(0, 1), viewerReady: true, readyCount: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const done = canvas.getByRole('button', { name: 'Done writing (undo)' });
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(done);
    await expect(args.onReadyChange).toHaveBeenCalledWith(false);
  },
};

/** A member who is not invited follows the meeting: no editor, no edit or delete. */
export const NotInvited: Story = {
  args: { canWrite: false, canContribute: false, anonymity: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are not invited to this meeting/)).toBeVisible();
    await expect(canvas.getByText(/They will appear without your name/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: "I'm done writing" })).toBeNull();
  },
};

/** The bell rang: what was typed stays (read-only, to copy or to add if the host adds time), and the page says so. */
export const ClosedAtTheBell: Story = {
  args: { ideas: myIdeas, timeUp: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('time-up')).toHaveTextContent(/^Time is up: no more ideas can be added/);
    const box = canvas.getByRole('textbox', { name: 'Your idea' });
    await expect(box).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Add idea' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Delete idea/ })).toBeNull();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/**
 * A retrospective writes in columns (went well, to improve, try next): each idea goes in the column chosen, which
 * stays chosen for the next one; the own ideas say their column.
 */
export const InColumns: Story = {
  args: {
    columns: ['Went well', 'To improve', 'Try next'],
    ideas: myIdeas.map((entry, index) => ({ ...entry, column: index })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = canvas.getByRole('list', { name: 'Your ideas' });
    await expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Went well');
    await expect(within(mine).getAllByRole('listitem')[1]).toHaveTextContent('To improve');
    const column = canvas.getByRole('combobox', { name: 'Column' });
    await expect(column).toHaveValue('0');
    await userEvent.selectOptions(column, 'Try next');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), 'Pair on reviews');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ text: 'Pair on reviews', showName: false, column: 2 });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your idea' })).toHaveValue(''));
    await expect(column).toHaveValue('2');
  },
};
