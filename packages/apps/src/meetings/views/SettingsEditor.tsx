/**
 * The anti-groupthink settings, each with what it does. Once the meeting is live a setting may only
 * become stricter: the weaker choices are disabled (the API refuses them too).
 */
import {
  type Anonymity,
  BREAKOUT_SIZES,
  type MeetingSettings,
  type RevealMode,
  SETTING_STRICTNESS,
  type VoteVisibility,
} from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem, Select, Switch, TextField, Stack } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { type MessageKey, useT } from './i18n';

type Choice<T extends string> = { value: T; label: MessageKey; help: MessageKey };
const choice = <G extends 'anonymity' | 'reveal' | 'visibility', T extends string>(group: G, value: T) => ({
  value,
  label: `settings.${group}.${value}` as MessageKey,
  help: `settings.${group}.${value}.help` as MessageKey,
});

const anonymity: Choice<Anonymity>[] = (['anonymous', 'optInNames', 'named'] as const).map((value) =>
  choice('anonymity', value),
);
const reveal: Choice<RevealMode>[] = (['allSubmitted', 'timer', 'host'] as const).map((value) =>
  choice('reveal', value),
);
const visibility: Choice<VoteVisibility>[] = (['untilClosed', 'afterOwnVote', 'live'] as const).map((value) =>
  choice('visibility', value),
);

/** The quorums offered (a share of the participants, in percent). */
const QUORUM_SHARES = [50, 60, 67, 75, 80, 100] as const;

const toggles = ['shuffle', 'dissentReasonRequired', 'devilsAdvocate', 'hostSpeaksLast'] as const;

export interface SettingsEditorProps {
  value: MeetingSettings;
  onChange: (next: MeetingSettings) => void;
  /** The live meeting's saved settings: nothing weaker may be chosen. */
  lockedFrom?: MeetingSettings;
  disabled?: boolean;
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  rank,
  floor,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  rank: Record<T, number>;
  floor?: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const t = useT();
  return (
    <RadioGroup
      className={shared.settingGroup}
      label={legend}
      name={name}
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as T)}
    >
      {choices.map((choice) => {
        const weaker = floor !== undefined && rank[choice.value] < rank[floor];
        return (
          <RadioGroupItem
            key={choice.value}
            value={choice.value}
            disabled={disabled || weaker}
            label={
              <>
                {t(choice.label)}
                <span className={shared.choiceHelp}>
                  {t(choice.help)}
                  {weaker ? ` ${t('settings.locked')}` : ''}
                </span>
              </>
            }
          />
        );
      })}
    </RadioGroup>
  );
}

export function SettingsEditor({ value, onChange, lockedFrom, disabled }: SettingsEditorProps) {
  const t = useT();
  const set = <K extends keyof MeetingSettings>(key: K, next: MeetingSettings[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack gap="md" minInlineSize={0}>
      {lockedFrom ? <p className={shared.muted}>{t('settings.liveNote')}</p> : null}
      <ChoiceGroup
        legend={t('settings.anonymity')}
        name="anonymity"
        choices={anonymity}
        value={value.anonymity}
        rank={SETTING_STRICTNESS.anonymity}
        floor={lockedFrom?.anonymity}
        disabled={disabled}
        onChange={(next) => set('anonymity', next)}
      />
      <ChoiceGroup
        legend={t('settings.reveal')}
        name="revealMode"
        choices={reveal}
        value={value.revealMode}
        rank={SETTING_STRICTNESS.revealMode}
        floor={lockedFrom?.revealMode}
        disabled={disabled}
        onChange={(next) => set('revealMode', next)}
      />
      <ChoiceGroup
        legend={t('settings.visibility')}
        name="voteVisibility"
        choices={visibility}
        value={value.voteVisibility}
        rank={SETTING_STRICTNESS.voteVisibility}
        floor={lockedFrom?.voteVisibility}
        disabled={disabled}
        onChange={(next) => set('voteVisibility', next)}
      />
      <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
        <legend className={shared.subheading}>{t('settings.dots')}</legend>
        <Stack direction="row" wrap align="center" gap="sm">
          <TextField
            className={shared.grow}
            label={t('settings.dotsPerPerson')}
            type="number"
            min={1}
            max={lockedFrom?.dotsPerPerson ?? 100}
            value={value.dotsPerPerson}
            disabled={disabled}
            onChange={(event) =>
              set(
                'dotsPerPerson',
                Math.max(1, Math.min(lockedFrom?.dotsPerPerson ?? 100, Number(event.target.value) || 1)),
              )
            }
          />
          <TextField
            className={shared.grow}
            label={t('settings.maxDotsPerIdea')}
            type="number"
            min={1}
            max={lockedFrom?.maxDotsPerIdea ?? 100}
            value={value.maxDotsPerIdea}
            disabled={disabled}
            onChange={(event) =>
              set(
                'maxDotsPerIdea',
                Math.max(1, Math.min(lockedFrom?.maxDotsPerIdea ?? 100, Number(event.target.value) || 1)),
              )
            }
          />
        </Stack>
        <p className={shared.muted}>{t('settings.dotsHelp')}</p>
      </fieldset>
      <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
        <legend className={shared.subheading}>{t('settings.protections')}</legend>
        {toggles.map((key) => {
          const locked = lockedFrom?.[key] === true;
          return (
            <Switch
              key={key}
              label={t(`settings.${key}`)}
              helperText={`${t(`settings.${key}.help`)}${locked ? ` ${t('settings.lockedOn')}` : ''}`}
              checked={value[key]}
              disabled={disabled || locked}
              onCheckedChange={(checked) => set(key, checked)}
            />
          );
        })}
      </fieldset>
      <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
        <legend className={shared.subheading}>{t('settings.flow')}</legend>
        {/* Not a protection: it may be switched either way, also while the meeting runs. */}
        <Switch
          label={t('settings.advanceWhenReady')}
          helperText={t('settings.advanceWhenReady.help')}
          checked={value.advanceWhenReady ?? false}
          disabled={disabled}
          onCheckedChange={(checked) => set('advanceWhenReady', checked)}
        />
        {/* Drawn when the meeting starts: fixed from then on (the API refuses a change). */}
        <Select
          label={t('settings.breakouts')}
          helperText={t('settings.breakouts.help')}
          name="breakoutSize"
          value={String(value.breakoutSize ?? '')}
          disabled={disabled || lockedFrom !== undefined}
          options={[
            { value: '', label: t('settings.breakouts.off') },
            ...BREAKOUT_SIZES.map((size) => ({
              value: String(size),
              label: t('settings.breakouts.size', { size }),
            })),
          ]}
          onChange={(event) => set('breakoutSize', event.target.value ? Number(event.target.value) : null)}
        />
        {/* Once live it may rise, never fall: the lower shares are disabled (the API refuses them too). */}
        <Select
          label={t('settings.quorum')}
          helperText={t('settings.quorum.help')}
          name="quorum"
          value={String(value.quorum ?? '')}
          disabled={disabled}
          options={[
            { value: '', label: t('settings.quorum.none'), disabled: Boolean(lockedFrom?.quorum) },
            ...QUORUM_SHARES.map((share) => ({
              value: String(share),
              label: t('settings.quorum.share', { share }),
              disabled: share < (lockedFrom?.quorum ?? 0),
            })),
          ]}
          onChange={(event) => set('quorum', event.target.value ? Number(event.target.value) : null)}
        />
      </fieldset>
    </Stack>
  );
}
