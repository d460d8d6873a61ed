import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { SuggestionsView } from './SuggestionsView';

const meetings = {
  title: 'Meetings',
  ideas: [
    { id: 'i1', text: 'Too many meetings on Mondays' },
    { id: 'i2', text: 'Fewer meetings, more focus' },
    { id: 'i3', text: 'Meetings without an agenda waste everyone' },
  ],
};
const laptop = {
  title: 'Laptop',
  ideas: [
    { id: 'i4', text: 'Laptop setup took two full days' },
    { id: 'i5', text: 'The laptop arrived without the tools' },
  ],
};

const meta = {
  title: 'Apps/Meetings/Views/Grouping/Suggestions',
  component: SuggestionsView,
  args: { state: 'ready', suggestions: [meetings, laptop], onAsk: fn(), onAccept: fn() },
} satisfies Meta<typeof SuggestionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: one button. */
export const NotAsked: Story = {
  args: { state: 'idle', suggestions: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Suggest themes' }));
    await expect(args.onAsk).toHaveBeenCalled();
  },
};

/** Renamed, then made a theme; another dismissed. Nothing says who wrote what. */
export const RenameAcceptDismiss: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Suggested themes' });
    const first = within(list).getByRole('listitem', { name: 'Meetings' });
    await expect(first).toHaveTextContent('3 ideas');
    const name = within(first).getByRole('textbox', { name: 'Theme name' });
    await userEvent.clear(name);
    await expect(within(first).getByRole('button', { name: 'Make this theme' })).toBeDisabled();
    await expect(within(first).getByText('Name the theme')).toBeVisible();
    await userEvent.type(name, '  Fewer, better meetings ');
    await userEvent.click(within(first).getByRole('button', { name: 'Make this theme' }));
    await expect(args.onAccept).toHaveBeenCalledWith('Fewer, better meetings', ['i1', 'i2', 'i3']);
    await userEvent.click(
      within(within(list).getByRole('listitem', { name: 'Laptop' })).getByRole('button', { name: 'Dismiss' }),
    );
    await expect(within(list).queryByRole('listitem', { name: 'Laptop' })).toBeNull();
  },
};

/** The loose ideas share too few words: said so. */
export const NothingToSuggest: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/share too few words/)).toBeVisible();
  },
};

/** Working them out, then a failure with its reason. */
export const Loading: Story = {
  args: { state: 'loading', suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Suggested themes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { state: { error: 'The server could not be reached' }, suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The server could not be reached',
    );
  },
};
