/**
 * The host's setup of a scheduled meeting: a template builds the agenda, each phase can be edited,
 * moved, removed or added; the settings say how the meeting protects every voice. Then Start.
 */
import {
  MEETING_TEMPLATES,
  type MeetingDetail,
  type MeetingSettings,
  type MeetingTemplate,
  type PhaseInput,
  type PhaseType,
  templatePhases,
} from '@chorus/mock-handlers/contracts';
import { Button, Icon } from '@chorus/ui';
import { useState } from 'react';
import * as css from '../meetings.css';
import { phaseInputs } from './meetingRequests';
import { phaseTypeLabel, templateHelp } from './meetingTexts';
import { SettingsEditor } from './SettingsEditor';

export interface MeetingSetupProps {
  meeting: MeetingDetail;
  saving?: boolean;
  starting?: boolean;
  onSave: (change: { template: MeetingTemplate; phases: PhaseInput[]; settings: MeetingSettings }) => void;
  onStart: (change?: { template: MeetingTemplate; phases: PhaseInput[]; settings: MeetingSettings }) => void;
  onDelete: () => void;
}

const phaseTypes = Object.keys(phaseTypeLabel) as PhaseType[];

export function MeetingSetup({ meeting, saving, starting, onSave, onStart, onDelete }: MeetingSetupProps) {
  const [template, setTemplate] = useState<MeetingTemplate>(meeting.template);
  const [phases, setPhases] = useState<PhaseInput[]>(() => phaseInputs(meeting));
  const [settings, setSettings] = useState<MeetingSettings>(meeting.settings);
  const [dirty, setDirty] = useState(false);
  const change = { template, phases, settings };
  const edit = (index: number, patch: Partial<PhaseInput>) => {
    setPhases((list) => list.map((phase, i) => (i === index ? { ...phase, ...patch } : phase)));
    setDirty(true);
  };
  const move = (index: number, by: number) => {
    setPhases((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
    setDirty(true);
  };
  const invalid = phases.some((phase) => !phase.title.trim());

  return (
    <div className={css.stack}>
      <section className={css.panel} aria-labelledby="template-title">
        <h2 className={css.panelTitle} id="template-title">
          1. Pick a template
        </h2>
        <div className={css.grid} role="radiogroup" aria-label="Template">
          {(Object.keys(MEETING_TEMPLATES) as Array<keyof typeof MEETING_TEMPLATES>).map((key) => (
            <label key={key} className={`${css.listItem} ${template === key ? css.listItemActive : ''}`}>
              <span className={css.option}>
                <input
                  type="radio"
                  name="setup-template"
                  className={css.optionInput}
                  checked={template === key}
                  onChange={() => {
                    setTemplate(key);
                    setPhases(templatePhases(key));
                    setDirty(true);
                  }}
                />
                <strong>{MEETING_TEMPLATES[key].title}</strong>
              </span>
              <span className={css.muted}>{templateHelp[key]}</span>
            </label>
          ))}
        </div>
        <p className={css.muted}>Choosing a template replaces the agenda below with its phases.</p>
      </section>

      <section className={css.panel} aria-labelledby="agenda-title">
        <h2 className={css.panelTitle} id="agenda-title">
          2. Shape the agenda
        </h2>
        {phases.length === 0 ? (
          <p className={css.muted}>No phases yet: add one, or pick a template.</p>
        ) : null}
        <ol className={css.list} aria-label="Agenda">
          {phases.map((phase, index) => (
            <li key={phase.id ?? `new-${index}`} className={css.listItem}>
              <div className={css.rowBetween}>
                <strong>
                  {index + 1}. {phaseTypeLabel[phase.type]}
                </strong>
                <div className={css.row}>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${phase.title} up`}
                  >
                    <Icon name="arrow-up" size="sm" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    disabled={index === phases.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${phase.title} down`}
                  >
                    <Icon name="arrow-down" size="sm" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="critical"
                    onClick={() => {
                      setPhases((list) => list.filter((_, i) => i !== index));
                      setDirty(true);
                    }}
                    aria-label={`Remove ${phase.title}`}
                  >
                    <Icon name="trash" size="sm" />
                  </Button>
                </div>
              </div>
              <div className={css.row}>
                <label className={css.field} style={{ flex: '1 1 180px' }}>
                  <span className={css.fieldLabel}>Title</span>
                  <input
                    className={css.control}
                    value={phase.title}
                    onChange={(e) => edit(index, { title: e.target.value })}
                  />
                </label>
                <label className={css.field}>
                  <span className={css.fieldLabel}>Type</span>
                  <select
                    className={css.control}
                    value={phase.type}
                    onChange={(e) => edit(index, { type: e.target.value as PhaseType })}
                  >
                    {phaseTypes.map((type) => (
                      <option key={type} value={type}>
                        {phaseTypeLabel[type]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={css.field} style={{ inlineSize: 120 }}>
                  <span className={css.fieldLabel}>Minutes</span>
                  <input
                    className={css.control}
                    type="number"
                    min={0}
                    step={1}
                    placeholder="No limit"
                    value={phase.timeboxSec === null ? '' : Math.round(phase.timeboxSec / 60)}
                    onChange={(e) => {
                      const minutes = Number(e.target.value);
                      edit(index, {
                        timeboxSec: e.target.value === '' || minutes <= 0 ? null : Math.round(minutes * 60),
                      });
                    }}
                  />
                </label>
              </div>
              <label className={css.field}>
                <span className={css.fieldLabel}>
                  {phase.type === 'decide' ? 'Proposal to decide on' : 'Prompt'}
                </span>
                <textarea
                  className={css.control}
                  rows={2}
                  value={phase.prompt}
                  onChange={(e) => edit(index, { prompt: e.target.value })}
                />
              </label>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="outline"
            startIcon={<Icon name="plus" size="sm" />}
            onClick={() => {
              setPhases((list) => [
                ...list,
                { type: 'discuss', title: 'Discuss', prompt: '', timeboxSec: 300 },
              ]);
              setTemplate('custom');
              setDirty(true);
            }}
          >
            Add a phase
          </Button>
        </div>
      </section>

      <section className={css.panel} aria-labelledby="settings-title">
        <h2 className={css.panelTitle} id="settings-title">
          3. Protect every voice
        </h2>
        <SettingsEditor
          value={settings}
          onChange={(next) => {
            setSettings(next);
            setDirty(true);
          }}
        />
      </section>

      <div className={css.rowBetween}>
        <Button
          variant="ghost"
          tone="critical"
          startIcon={<Icon name="trash" size="sm" />}
          onClick={onDelete}
        >
          Delete meeting
        </Button>
        <div className={css.row}>
          <Button
            variant="outline"
            disabled={!dirty || invalid}
            loading={saving}
            onClick={() => {
              onSave(change);
              setDirty(false);
            }}
          >
            Save setup
          </Button>
          <Button
            startIcon={<Icon name="video" size="sm" />}
            disabled={phases.length === 0 || invalid}
            loading={starting}
            onClick={() => onStart(dirty ? change : undefined)}
          >
            Start meeting
          </Button>
        </div>
      </div>
    </div>
  );
}
