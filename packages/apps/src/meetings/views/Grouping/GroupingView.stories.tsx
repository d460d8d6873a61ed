import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { groupedIdeas, revealedIdeas } from '../meetings.fixtures';
import { GroupingView } from './GroupingView';

const meta = {
  title: 'Apps/Meetings/Views/Grouping',
  component: GroupingView,
  args: {
    data: revealedIdeas,
    canGroup: true,
    isHost: false,
    canHide: false,
    onHide: fn(),
    onGroup: fn(async () => undefined),
  },
} satisfies Meta<typeof GroupingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tick two ideas, name the theme: it is saved, then the ticks and the name clear. */
export const NoThemes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No themes yet/)).toBeVisible();
    const submit = canvas.getByRole('button', { name: /^Group/ });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Shorter meetings with a written agenda' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No meetings on Fridays' }));
    const name = canvas.getByRole('textbox', { name: 'Theme name' });
    await userEvent.type(name, 'Fewer meetings');
    await userEvent.click(canvas.getByRole('button', { name: 'Group 2 selected' }));
    await expect(args.onGroup).toHaveBeenCalledWith({
      title: 'Fewer meetings',
      ideaIds: ['idea-3', 'idea-4'],
    });
    await waitFor(() => expect(name).toHaveValue(''));
    await expect(canvas.getByRole('checkbox', { name: 'No meetings on Fridays' })).not.toBeChecked();
  },
};

export const WithThemes: Story = {
  args: { data: groupedIdeas },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Themes' })).toHaveTextContent(
      'Fewer meetings (2)',
    );
  },
};

/** The phase is closed (or the viewer only follows): the themes and ideas, no ticks, no form. */
export const ReadOnly: Story = {
  args: { data: groupedIdeas, canGroup: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Theme name' })).toBeNull();
  },
};
