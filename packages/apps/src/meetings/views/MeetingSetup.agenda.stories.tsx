import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../lib/product/product.icons';
import { scheduledMeeting } from './meetings.fixtures';
import { MeetingSetup } from './MeetingSetup';

/** The agenda editor refuses nonsense and names each phase's controls after the phase's own title. */
const meta = {
  title: 'Apps/Meetings/Views/MeetingSetup/Agenda',
  component: MeetingSetup,
  args: { meeting: scheduledMeeting, onSave: fn(), onStart: fn(), onDelete: fn() },
} satisfies Meta<typeof MeetingSetup>;
export default meta;
type Story = StoryObj<typeof meta>;

const agendaItem = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('listitem', { name }));

/** A new phase is titled after its type, numbered beside one of the same name; its controls say which. */
export const NewPhasesTitledAfterTheirType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a phase' }));
    const added = agendaItem(canvas, '3. Discuss 2');
    await expect(added.getByRole('textbox', { name: 'Title' })).toHaveValue('Discuss 2');
    await userEvent.click(added.getByRole('button', { name: 'Move Discuss 2 up' }));
    await expect(canvas.getByRole('listitem', { name: '2. Discuss 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Discuss up' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Discuss 2' })).toBeVisible();
  },
};

/** Renaming follows a change of type, until the host types a title of their own. */
export const TitleFollowsTheType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const talk = agendaItem(canvas, '2. Discuss');
    await userEvent.selectOptions(talk.getByRole('combobox', { name: 'Type' }), 'roundRobin');
    const turns = agendaItem(canvas, '2. Round robin');
    await expect(turns.getByRole('textbox', { name: 'Title' })).toHaveValue('Round robin');
    const title = turns.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Check-in');
    const checkIn = agendaItem(canvas, '2. Check-in');
    await userEvent.selectOptions(checkIn.getByRole('combobox', { name: 'Type' }), 'discuss');
    await expect(checkIn.getByRole('textbox', { name: 'Title' })).toHaveValue('Check-in');
    await expect(canvas.getByRole('button', { name: 'Move Check-in up' })).toBeVisible();
  },
};

/** Two phases of one title would have controls of one name: the second is asked for a title of its own. */
export const TitlesAreUnique: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = agendaItem(canvas, '2. Discuss').getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'write alone');
    await expect(
      canvas.getByText('"write alone" is the title of an earlier phase too: give each phase its own title'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeDisabled();
    await userEvent.type(title, ' again');
    await expect(canvas.queryByText(/is the title of an earlier phase too/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeEnabled();
  },
};

/** A vote before any writing, or grouping before the reveal, says why and blocks saving and starting. */
export const RefusesNonsense: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const talk = agendaItem(canvas, '2. Discuss');
    await userEvent.selectOptions(talk.getByRole('combobox', { name: 'Type' }), 'vote');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Dot vote up' }));
    await expect(
      canvas.getByText('"Dot vote" is a vote with nothing to vote on: put a Write alone phase before it'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start meeting' })).toBeDisabled();
    const vote = agendaItem(canvas, '1. Dot vote');
    await userEvent.selectOptions(vote.getByRole('combobox', { name: 'Type' }), 'group');
    await expect(canvas.getByText(/^"Group" groups ideas before any are written and revealed/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Group down' }));
    await expect(canvas.queryByText(/groups ideas before any are written/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phases: [
          { id: 'phase-write', type: 'silentIdeate', title: 'Write alone', prompt: '', timeboxSec: 300 },
          { id: 'phase-talk', type: 'group', title: 'Group', prompt: '', timeboxSec: 300 },
        ],
      }),
    );
  },
};
