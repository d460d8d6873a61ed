/**
 * The host's setup of a scheduled meeting: a template builds the agenda, each phase can be edited,
 * moved, removed or added; the settings say how the meeting protects every voice. Then Start.
 */
import {
  type AgendaProblem,
  agendaProblems,
  isTypeTitle,
  type MeetingDetail,
  type MeetingSettings,
  MeetingSettingsSchema,
  type MeetingTemplate,
  MeetingTemplateSchema,
  type PhaseInput,
  type PhaseType,
  PhaseTypeSchema,
  type DecisionMethod,
  DecisionMethodSchema,
  IDEA_COLUMNS_MAX,
  PhaseMethodSchema,
  phaseMethodFits,
  type VoteMethod,
  VoteMethodSchema,
  type OwnTemplateView,
  type Recurrence,
  RecurrenceSchema,
  typeTitle,
} from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, IconButton, Select, TextArea, TextField, useZodForm, Stack } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { useT as useProductT } from '../../lib/product/i18n';
import * as shared from '../../lib/product/product.css';
import * as css from '../meetings.css';
import { t, useT } from './i18n';
import { phaseInputs } from './meetingRequests';
import { phaseKindKey, phaseTypeIcon } from './meetingTexts';
import { CoHostPicker } from './Facilitation/CoHostPicker';
import { SettingsEditor } from './SettingsEditor';
import { OwnTemplatePicker } from './OwnTemplates';
import { localTemplatePhases, TemplatePicker } from './TemplatePicker';

export { TemplatePicker } from './TemplatePicker';

/** What the setup saves: the agenda, the settings and the co-hosts. */
export interface SetupChange {
  template: MeetingTemplate;
  phases: PhaseInput[];
  settings: MeetingSettings;
  coHostIds: string[];
  /** How often the meeting recurs (null: it does not). */
  recurrence: Recurrence | null;
}

export interface MeetingSetupProps {
  meeting: MeetingDetail;
  saving?: boolean;
  starting?: boolean;
  onSave: (change: SetupChange) => void;
  onStart: (change?: SetupChange) => void;
  onDelete: () => void;
  /** The initiative's own templates (issue 35): picking one replaces the agenda and the settings. */
  ownTemplates?: readonly OwnTemplateView[];
  onDeleteTemplate?: (template: OwnTemplateView) => void;
}

const phaseTypes = Object.keys(phaseTypeIcon) as PhaseType[];

/**
 * An agenda problem in the viewer's language (the API answers an agenda it refuses with the same problems,
 * in English: the contract's words).
 */
function problemText(problem: AgendaProblem, phase: { type: PhaseType } | undefined, name: string): string {
  if (problem.field === 'title') return t('setup.duplicateTitle', { name });
  if (phase?.type === 'vote') return t('setup.voteFirst', { name });
  if (phase?.type === 'group') return t('setup.groupFirst', { name });
  if (phase?.type === 'reviewActions') return t('setup.reviewFirst', { name });
  return problem.message;
}

const setupSchema = z.object({
  template: MeetingTemplateSchema,
  phases: z.array(
    z.object({
      id: z.string().optional(),
      type: PhaseTypeSchema,
      title: z.string().refine((title) => title.trim() !== '', { error: () => t('setup.titleRequired') }),
      prompt: z.string(),
      timeboxSec: z.number().nullable(),
      method: PhaseMethodSchema.optional(),
      /** A Write alone phase's idea columns, as typed (one per line; blank lines are dropped when saved). */
      columns: z.array(z.string()).optional(),
      /** The host typed this title: it no longer follows the phase's type. Not sent. */
      titleEdited: z.boolean().optional(),
    }),
  ),
  settings: MeetingSettingsSchema,
  coHostIds: z.array(z.string()),
  recurrence: RecurrenceSchema.nullable(),
});
type SetupValues = z.output<typeof setupSchema>;
type SetupPhase = SetupValues['phases'][number];

/** A title follows the type while the host has not typed one ("Discuss 2" becomes "Dot vote 2"… renumbered). */
const followsType = (phase: SetupPhase) =>
  phase.titleEdited === false || (phase.titleEdited === undefined && isTypeTitle(phase.title, phase.type));

/** A phase's idea columns as saved: the typed lines, trimmed, blank ones dropped. */
const columnNames = (phase: { columns?: string[] | undefined }) =>
  (phase.columns ?? []).map((name) => name.trim()).filter(Boolean);

/** The phase's name in its controls' names: its title, or its position while it has none. */
const phaseName = (phase: SetupPhase, index: number) =>
  phase.title.trim() || t('setup.phaseName', { number: index + 1 });

export function MeetingSetup({
  meeting,
  saving,
  starting,
  onSave,
  onStart,
  onDelete,
  ownTemplates = [],
  onDeleteTemplate,
}: MeetingSetupProps) {
  const t = useT();
  // Which of the initiative's own templates built the agenda (until a built-in one replaces it).
  const [ownChosen, setOwnChosen] = useState('');
  const productT = useProductT();
  const phaseTypeOptions = phaseTypes.map((type) => ({ value: type, label: t(`phaseType.${type}`) }));
  const methodOptions = DecisionMethodSchema.options.map((method) => ({
    value: method,
    label: productT(`method.${method}`),
  }));
  const voteMethodOptions = VoteMethodSchema.options.map((method) => ({
    value: method,
    label: productT(`method.${method}`),
  }));
  const form = useZodForm(setupSchema, {
    // A title left empty says so at once.
    mode: 'onChange',
    defaultValues: {
      template: meeting.template,
      phases: phaseInputs(meeting),
      settings: meeting.settings,
      coHostIds: meeting.coHostIds,
      recurrence: meeting.recurrence,
    },
  });
  const template = form.watch('template');
  const phases = form.watch('phases');
  const settings = form.watch('settings');
  const coHostIds = form.watch('coHostIds');
  const recurrence = form.watch('recurrence');
  const dirty = form.formState.isDirty;
  // The agenda makes sense, or says why not (the API refuses the same agendas with the same words).
  const problems = agendaProblems(phases);
  const problemOf = (index: number, field: 'type' | 'title') => {
    const problem = problems.find((entry) => entry.index === index && entry.field === field);
    const phase = phases[index];
    return problem && phase ? problemText(problem, phase, phaseName(phase, index)) : undefined;
  };
  const columnsError = (phase: SetupPhase) => {
    const names = columnNames(phase);
    if (names.length === 1) return t('setup.columnsTwo');
    if (names.length > IDEA_COLUMNS_MAX) return t('setup.columnsMax', { max: IDEA_COLUMNS_MAX });
    if (new Set(names.map((name) => name.toLocaleLowerCase())).size < names.length)
      return t('setup.columnsUnique');
    return undefined;
  };
  const invalid =
    phases.some((phase) => !phase.title.trim() || (phase.type === 'silentIdeate' && columnsError(phase))) ||
    problems.length > 0;
  const change = () => {
    const values = form.getValues();
    // A decide phase says how it decides, a vote phase how it votes; no other phase takes a method.
    return {
      ...values,
      phases: values.phases.map(({ titleEdited: _edited, method, columns: typed, ...rest }) => {
        // Only a Write alone phase keeps idea columns, without blank lines.
        const names = rest.type === 'silentIdeate' ? columnNames({ columns: typed }) : [];
        const phase = names.length ? { ...rest, columns: names } : rest;
        const fits = method && phaseMethodFits(phase.type, method) ? method : undefined;
        if (phase.type === 'decide') return { ...phase, method: fits ?? 'consent' };
        if (phase.type === 'vote') return { ...phase, method: fits ?? 'dots' };
        return phase;
      }),
    };
  };
  const setPhases = (next: SetupPhase[]) =>
    form.setValue('phases', next, { shouldDirty: true, shouldValidate: true });
  const edit = (index: number, patch: Partial<SetupPhase>) =>
    setPhases(phases.map((phase, i) => (i === index ? { ...phase, ...patch } : phase)));
  const otherTitles = (index: number) => phases.filter((_, i) => i !== index).map((phase) => phase.title);
  const changeType = (index: number, type: PhaseType) => {
    const phase = phases[index] as SetupPhase;
    edit(index, followsType(phase) ? { type, title: typeTitle(type, otherTitles(index)) } : { type });
  };
  const move = (index: number, by: number) => {
    const next = [...phases];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setPhases(next);
  };
  const titleError = (index: number) => form.formState.errors.phases?.[index]?.title?.message;

  return (
    <Stack gap="md" minInlineSize={0}>
      <Card as="section" className={shared.panel} aria-labelledby="template-title">
        <h2 className={shared.panelTitle} id="template-title">
          {t('setup.templateHeading')}
        </h2>
        <TemplatePicker
          value={template === 'custom' ? '' : template}
          helperText={t('setup.templateHelp')}
          onChange={(key) => {
            setOwnChosen('');
            form.setValue('template', key, { shouldDirty: true });
            setPhases(localTemplatePhases(key, t));
          }}
        />
        <OwnTemplatePicker
          templates={ownTemplates}
          value={ownChosen}
          onChoose={(own) => {
            setOwnChosen(own.id);
            form.setValue('template', 'custom', { shouldDirty: true });
            form.setValue('settings', own.settings, { shouldDirty: true });
            setPhases(own.phases.map((phase) => ({ ...phase })));
          }}
          onDelete={(own) => onDeleteTemplate?.(own)}
        />
        <Select
          label={t('setup.recurrence')}
          helperText={t('setup.recurrenceHelp')}
          value={recurrence ?? ''}
          options={[
            { value: '', label: t('recurrence.none') },
            ...RecurrenceSchema.options.map((value) => ({ value, label: t(`recurrence.${value}`) })),
          ]}
          onChange={(e) =>
            form.setValue('recurrence', e.target.value === '' ? null : (e.target.value as Recurrence), {
              shouldDirty: true,
            })
          }
        />
      </Card>

      <Card as="section" className={shared.panel} aria-labelledby="agenda-title">
        <h2 className={shared.panelTitle} id="agenda-title">
          {t('setup.agendaHeading')}
        </h2>
        {phases.length === 0 ? <p className={shared.muted}>{t('setup.noPhases')}</p> : null}
        <Stack as="ol" gap="sm" className={shared.bareList} aria-label={t('agenda.title')}>
          {phases.map((phase, index) => {
            const name = phaseName(phase, index);
            return (
              <li
                key={phase.id ?? `new-${index}`}
                className={shared.listItem}
                aria-label={t('agenda.item', { number: index + 1, title: name })}
              >
                <Stack direction="row" wrap align="center" justify="between" gap="sm">
                  <strong>{t('agenda.item', { number: index + 1, title: t(phaseKindKey(phase)) })}</strong>
                  <Stack direction="row" wrap align="center" gap="sm">
                    <IconButton
                      size="sm"
                      icon={<Icon name="arrow-up" size="sm" />}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      label={t('setup.moveUp', { name })}
                    />
                    <IconButton
                      size="sm"
                      icon={<Icon name="arrow-down" size="sm" />}
                      disabled={index === phases.length - 1}
                      onClick={() => move(index, 1)}
                      label={t('setup.moveDown', { name })}
                    />
                    <IconButton
                      size="sm"
                      tone="critical"
                      icon={<Icon name="trash" size="sm" />}
                      onClick={() => setPhases(phases.filter((_, i) => i !== index))}
                      label={t('setup.remove', { name })}
                    />
                  </Stack>
                </Stack>
                <Stack direction="row" wrap align="center" gap="sm">
                  <TextField
                    className={shared.grow}
                    label={t('setup.title')}
                    value={phase.title}
                    error={titleError(index) ?? problemOf(index, 'title')}
                    onChange={(e) => edit(index, { title: e.target.value, titleEdited: true })}
                  />
                  <Select
                    label={t('setup.type')}
                    value={phase.type}
                    options={phaseTypeOptions}
                    error={problemOf(index, 'type')}
                    onChange={(e) => changeType(index, e.target.value as PhaseType)}
                  />
                  {phase.type === 'decide' ? (
                    <Select
                      label={t('setup.method')}
                      value={
                        phase.method && phaseMethodFits('decide', phase.method) ? phase.method : 'consent'
                      }
                      options={methodOptions}
                      onChange={(e) => edit(index, { method: e.target.value as DecisionMethod })}
                    />
                  ) : phase.type === 'vote' ? (
                    <Select
                      label={t('setup.voteMethod')}
                      value={phase.method && phaseMethodFits('vote', phase.method) ? phase.method : 'dots'}
                      options={voteMethodOptions}
                      onChange={(e) => edit(index, { method: e.target.value as VoteMethod })}
                    />
                  ) : null}
                  <TextField
                    className={css.minutes}
                    label={t('setup.minutes')}
                    type="number"
                    min={0}
                    step={1}
                    placeholder={t('setup.noLimit')}
                    value={phase.timeboxSec === null ? '' : Math.round(phase.timeboxSec / 60)}
                    onChange={(e) => {
                      const minutes = Number(e.target.value);
                      edit(index, {
                        timeboxSec: e.target.value === '' || minutes <= 0 ? null : Math.round(minutes * 60),
                      });
                    }}
                  />
                </Stack>
                {phase.type === 'silentIdeate' ? (
                  <TextArea
                    label={t('setup.columns')}
                    rows={2}
                    helperText={t('setup.columnsHelp', { max: IDEA_COLUMNS_MAX })}
                    error={columnsError(phase)}
                    value={(phase.columns ?? []).join('\n')}
                    onChange={(e) => edit(index, { columns: e.target.value.split('\n') })}
                  />
                ) : null}
                <TextArea
                  label={t(phase.type === 'decide' ? 'setup.proposal' : 'setup.prompt')}
                  rows={2}
                  value={phase.prompt}
                  onChange={(e) => edit(index, { prompt: e.target.value })}
                />
              </li>
            );
          })}
        </Stack>
        <div>
          <Button
            variant="outline"
            startIcon={<Icon name="plus" size="sm" />}
            onClick={() => {
              const title = typeTitle('discuss', otherTitles(-1));
              setPhases([
                ...phases,
                { type: 'discuss', title, prompt: '', timeboxSec: 300, titleEdited: false },
              ]);
              form.setValue('template', 'custom', { shouldDirty: true });
            }}
          >
            {t('setup.addPhase')}
          </Button>
        </div>
      </Card>

      <Card as="section" className={shared.panel} aria-labelledby="settings-title">
        <h2 className={shared.panelTitle} id="settings-title">
          {t('setup.settingsHeading')}
        </h2>
        <SettingsEditor
          value={settings}
          onChange={(next) => form.setValue('settings', next, { shouldDirty: true })}
        />
        <CoHostPicker
          people={meeting.participants.filter((person) => person.id !== meeting.hostId)}
          value={coHostIds}
          onChange={(next) => form.setValue('coHostIds', next, { shouldDirty: true })}
        />
      </Card>

      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <Button
          variant="ghost"
          tone="critical"
          startIcon={<Icon name="trash" size="sm" />}
          onClick={onDelete}
        >
          {t('setup.delete')}
        </Button>
        <Stack direction="row" wrap align="center" gap="sm">
          <Button
            variant="outline"
            disabled={!dirty || invalid}
            loading={saving}
            onClick={() => {
              const values = change();
              onSave(values);
              // What is saved is the form's new starting point: nothing left to save.
              form.reset(values);
            }}
          >
            {t('setup.save')}
          </Button>
          <Button
            startIcon={<Icon name="video" size="sm" />}
            disabled={phases.length === 0 || invalid}
            loading={starting}
            onClick={() => onStart(dirty ? change() : undefined)}
          >
            {t('setup.start')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
