import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../lib/product/product.icons';
import { scheduledMeeting } from './meetings.fixtures';
import { MeetingSetup } from './MeetingSetup';

const meta = {
  title: 'Apps/Meetings/Views/MeetingSetup',
  component: MeetingSetup,
  args: { meeting: scheduledMeeting, onSave: fn(), onStart: fn(), onDelete: fn() },
} satisfies Meta<typeof MeetingSetup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reorder the agenda and save: the new order goes out, and there is nothing left to save. */
export const ReorderAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save setup' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Write alone down' }));
    await expect(canvas.getAllByRole('textbox', { name: 'Title' })[0]).toHaveValue('Discuss');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phases: [
          expect.objectContaining({ id: 'phase-talk', title: 'Discuss' }),
          expect.objectContaining({ id: 'phase-write', title: 'Write alone' }),
        ],
      }),
    );
    await expect(save).toBeDisabled();
  },
};

/** A Decide phase chooses how it decides (consent or gradients of agreement); no other phase offers the choice. */
export const DecisionMethod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Decision method' })).toBeNull();
    await userEvent.selectOptions(
      canvas.getAllByRole('combobox', { name: 'Type' })[1] as HTMLElement,
      'decide',
    );
    const method = canvas.getByRole('combobox', { name: 'Decision method' });
    await expect(method).toHaveValue('consent');
    await userEvent.selectOptions(method, 'gradients');
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phases: [
          expect.not.objectContaining({ method: expect.anything() }),
          expect.objectContaining({ type: 'decide', method: 'gradients' }),
        ],
      }),
    );
  },
};

/** A phase without a title says so, and the meeting can neither be saved nor started. */
export const PhaseWithoutTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getAllByRole('textbox', { name: 'Title' })[1] as HTMLElement);
    await expect(await canvas.findByText('Give the phase a title')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start meeting' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a phase' }));
    await expect(canvas.getByRole('list', { name: 'Agenda' }).children).toHaveLength(3);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Each template previews its phases (their kinds and time boxes) before it replaces the agenda; breakouts; quorum. */
export const TemplatePreviewAndBreakouts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('template-preview-retrospective')).toHaveTextContent(
      /^Phases: Write alone \(\d+ min\) → Group into themes \(\d+ min\) → Dot vote/,
    );
    await expect(canvas.getByTestId('template-preview-premortem')).toHaveTextContent(/Write alone/);
    // Breakout groups: one room by default; groups of 4 to 8.
    const breakouts = canvas.getByRole('combobox', { name: 'Breakout groups' });
    await expect(breakouts).toHaveValue('');
    await userEvent.selectOptions(breakouts, '6');
    // A quorum: the share of the participants who must take a stance for a consent round to decide.
    const quorum = canvas.getByRole('combobox', { name: 'Quorum' });
    await expect(quorum).toHaveValue('');
    await userEvent.selectOptions(quorum, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ settings: expect.objectContaining({ breakoutSize: 6, quorum: 75 }) }),
    );
  },
};

/**
 * A meeting that repeats (issue 35): "Repeats" every week, two weeks or month; a "Review actions" phase goes first
 * (anywhere else the setup says why and refuses to save), and the save sends the recurrence.
 */
export const RepeatsWeeklyWithAReview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const repeats = canvas.getByRole('combobox', { name: 'Repeats' });
    await expect(repeats).toHaveValue('');
    await expect(repeats).toHaveAccessibleDescription(
      'When the meeting ends, the next one is scheduled with this agenda, its attendees and settings.',
    );
    await userEvent.selectOptions(repeats, 'weekly');
    const types = canvas.getAllByRole('combobox', { name: 'Type' });
    await userEvent.selectOptions(types[1] as HTMLElement, 'reviewActions');
    await expect(
      canvas.getByText(
        '"Review actions" reviews the actions of the series\' earlier meetings: it can only be the first phase',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Review actions up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        recurrence: 'weekly',
        phases: [
          expect.objectContaining({ id: 'phase-talk', type: 'reviewActions', title: 'Review actions' }),
          expect.objectContaining({ id: 'phase-write', type: 'silentIdeate' }),
        ],
      }),
    );
  },
};

/** In Spanish, a built-in template's phases arrive in Spanish: their titles and prompts, not the API's English. */
export const TemplateInSpanish: Story = {
  globals: { locale: 'es' },
  // Once in the agenda, the phases' titles are the meeting's data (what the host saves), not the page's words.
  parameters: {
    i18n: {
      apiText: [
        'Reflexionar',
        'Agrupar',
        'Votación con puntos',
        'Ronda de turnos',
        'Debatir',
        'Fue bien',
        'A mejorar',
        'Probar después',
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Retrospectiva/ }));
    const titles = canvas.getAllByRole('textbox', { name: 'Título' });
    await expect(titles.map((title) => (title as HTMLInputElement).value)).toEqual([
      'Reflexionar',
      'Agrupar',
      'Votación con puntos',
      'Ronda de turnos',
      'Debatir',
    ]);
    await expect(canvas.getAllByRole('textbox', { name: 'Consigna' })[0]).toHaveValue(
      '¿Qué fue bien, qué debe mejorar y qué probamos a continuación? Una reflexión por tarjeta, en su columna.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Columnas de ideas' })).toHaveValue(
      'Fue bien\nA mejorar\nProbar después',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar la preparación' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        template: 'retrospective',
        phases: expect.arrayContaining([
          expect.objectContaining({ type: 'roundRobin', title: 'Ronda de turnos' }),
        ]),
      }),
    );
  },
};

/** A Write alone phase's idea columns, one per line: one alone is refused (two or none), and the save sends them. */
export const IdeaColumns: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const columns = canvas.getByRole('textbox', { name: 'Idea columns' });
    await userEvent.type(columns, 'Went well');
    await expect(canvas.getByText('Give at least two columns, or none')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeDisabled();
    await userEvent.type(columns, '{Enter}To improve{Enter}{Enter}');
    await expect(canvas.queryByText('Give at least two columns, or none')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save setup' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phases: [
          expect.objectContaining({ type: 'silentIdeate', columns: ['Went well', 'To improve'] }),
          expect.not.objectContaining({ columns: expect.anything() }),
        ],
      }),
    );
  },
};
