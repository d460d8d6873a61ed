import type { OwnTemplateView } from '@chorus/mock-handlers/contracts';
import { DEFAULT_MEETING_SETTINGS } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../lib/product/product.icons';
import { scheduledMeeting } from './meetings.fixtures';
import { MeetingSetup } from './MeetingSetup';
import { SaveTemplateForm } from './OwnTemplates';

const review: OwnTemplateView = {
  id: 'template-review',
  name: 'Monthly onboarding review',
  description: 'What new hires told us this month',
  phases: [
    { type: 'silentIdeate', title: 'Listen', prompt: 'What did new hires say?', timeboxSec: 240 },
    { type: 'decide', title: 'Agree', prompt: 'We change one thing.', timeboxSec: 300, method: 'gradients' },
  ],
  settings: { ...DEFAULT_MEETING_SETTINGS, quorum: 60 },
  createdByName: 'Sami Staff',
  createdAt: '2026-03-01T10:00:00.000Z',
  viewerCanDelete: false,
};
const mine: OwnTemplateView = {
  ...review,
  id: 'template-mine',
  name: 'Quick decision',
  description: '',
  createdByName: 'Hana Host',
  viewerCanDelete: true,
};

const meta = {
  title: 'Apps/Meetings/Views/OwnTemplates',
  component: MeetingSetup,
  args: {
    meeting: scheduledMeeting,
    onSave: fn(),
    onStart: fn(),
    onDelete: fn(),
    ownTemplates: [review, mine],
    onDeleteTemplate: fn(),
  },
} satisfies Meta<typeof MeetingSetup>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The initiative's templates beside the built-in ones: who saved each and its phases; picking one replaces the
 * agenda and the settings; only one's author (or the owner) may delete it.
 */
export const PickAnInitiativeTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('radiogroup', { name: 'Templates of this initiative' });
    await expect(own).toHaveTextContent('Saved by Sami Staff');
    await expect(within(own).getAllByTestId('own-template-preview')[0]).toHaveTextContent(
      'Phases: Write alone (4 min) → Decision by gradients of agreement (5 min)',
    );
    await expect(
      canvas.queryByRole('button', { name: 'Delete the template Monthly onboarding review' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the template Quick decision' }));
    await expect(args.onDeleteTemplate).toHaveBeenCalledWith(mine);

    await userEvent.click(canvas.getByRole('radio', { name: /^Monthly onboarding review/ }));
    const titles = canvas.getAllByRole('textbox', { name: 'Title' });
    await expect(titles.map((field) => (field as HTMLInputElement).value)).toEqual(['Listen', 'Agree']);
    await expect(canvas.getByRole('combobox', { name: 'Decision method' })).toHaveValue('gradients');
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        template: 'custom',
        settings: expect.objectContaining({ quorum: 60 }),
        phases: [
          expect.objectContaining({ type: 'silentIdeate', title: 'Listen' }),
          expect.objectContaining({ type: 'decide', title: 'Agree', method: 'gradients' }),
        ],
      }),
    );
  },
};

/** An initiative with no templates of its own shows the built-in ones only. */
export const NoInitiativeTemplates: Story = {
  args: { ownTemplates: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('radiogroup', { name: 'Templates of this initiative' }),
    ).toBeNull();
  },
};

/** Saving the agenda as a template needs a name; a refusal keeps what was typed, a success empties the form. */
export const SaveAsTemplate: StoryObj<typeof SaveTemplateForm> = {
  render: (args) => <SaveTemplateForm {...args} />,
  args: { onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save as template' }));
    await expect(await canvas.findByText('Name the template')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Template name' }), 'Monthly review');
    await userEvent.type(canvas.getByRole('textbox', { name: 'What it is for (optional)' }), 'Each month');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as template' }));
    await expect(args.onSave).toHaveBeenCalledWith('Monthly review', 'Each month');
    await expect(canvas.getByRole('textbox', { name: 'Template name' })).toHaveValue('');
  },
};

/** Refused (a name taken already): what was typed stays for another try. */
export const SaveRefusedKeepsTheName: StoryObj<typeof SaveTemplateForm> = {
  render: (args) => <SaveTemplateForm {...args} />,
  args: {
    onSave: fn(async () => Promise.reject(new Error('A template named "Monthly review" exists already'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Template name' }), 'Monthly review');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as template' }));
    await expect(canvas.getByRole('textbox', { name: 'Template name' })).toHaveValue('Monthly review');
  },
};
