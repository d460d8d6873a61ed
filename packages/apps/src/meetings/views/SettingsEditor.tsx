/**
 * The anti-groupthink settings, each with what it does. Once the meeting is live a setting may only
 * become stricter: the weaker choices are disabled (the API refuses them too).
 */
import {
  type Anonymity,
  type MeetingSettings,
  type RevealMode,
  SETTING_STRICTNESS,
  type VoteVisibility,
} from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem, Switch, TextField, Stack } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';

type Choice<T extends string> = { value: T; label: string; help: string };

const anonymity: Choice<Anonymity>[] = [
  { value: 'anonymous', label: 'Anonymous', help: 'No idea ever shows its author.' },
  {
    value: 'optInNames',
    label: 'Anonymous unless the author opts in',
    help: 'Each author may tick "Show my name" per idea.',
  },
  { value: 'named', label: 'Named', help: 'Every idea shows its author.' },
];
const reveal: Choice<RevealMode>[] = [
  {
    value: 'allSubmitted',
    label: 'When everyone has written',
    help: 'Ideas appear by themselves once every participant has submitted one (you can still reveal early).',
  },
  {
    value: 'timer',
    label: 'When the time is up',
    help: 'Ideas appear when the writing time ends, or when you reveal them.',
  },
  { value: 'host', label: 'When the host reveals', help: 'You press Reveal.' },
];
const visibility: Choice<VoteVisibility>[] = [
  {
    value: 'untilClosed',
    label: 'Hidden until the vote closes',
    help: 'Nobody, you included, sees a tally before you close the vote.',
  },
  { value: 'afterOwnVote', label: 'After voting', help: 'A person sees the tally once they have voted.' },
  { value: 'live', label: 'Live', help: 'Tallies are visible while people vote (invites bandwagons).' },
];

const toggles: Array<{
  key: 'shuffle' | 'dissentReasonRequired' | 'devilsAdvocate' | 'hostSpeaksLast';
  label: string;
  help: string;
}> = [
  {
    key: 'shuffle',
    label: 'Shuffle ideas for each person',
    help: 'Everyone sees the ideas in an order of their own, so position does not sway votes.',
  },
  {
    key: 'dissentReasonRequired',
    label: 'Objections need a reason',
    help: 'An objection or a block must say why; reasons are published without names.',
  },
  {
    key: 'devilsAdvocate',
    label: "Devil's advocate",
    help: 'One attendee, chosen at random, is asked privately to argue against the emerging view. Nobody else learns who.',
  },
  {
    key: 'hostSpeaksLast',
    label: 'Host speaks last',
    help: 'In a round robin the host speaks after everyone else, so they do not anchor the group.',
  },
];

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
                {choice.label}
                <span className={shared.choiceHelp}>
                  {choice.help}
                  {weaker ? ' Locked: the meeting is live.' : ''}
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
  const set = <K extends keyof MeetingSettings>(key: K, next: MeetingSettings[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack gap="md" minInlineSize={0}>
      {lockedFrom ? (
        <p className={shared.muted}>
          The meeting is live: settings can only become stricter, so weaker choices are locked.
        </p>
      ) : null}
      <ChoiceGroup
        legend="Names on ideas"
        name="anonymity"
        choices={anonymity}
        value={value.anonymity}
        rank={SETTING_STRICTNESS.anonymity}
        floor={lockedFrom?.anonymity}
        disabled={disabled}
        onChange={(next) => set('anonymity', next)}
      />
      <ChoiceGroup
        legend="Reveal the ideas"
        name="revealMode"
        choices={reveal}
        value={value.revealMode}
        rank={SETTING_STRICTNESS.revealMode}
        floor={lockedFrom?.revealMode}
        disabled={disabled}
        onChange={(next) => set('revealMode', next)}
      />
      <ChoiceGroup
        legend="Vote tallies"
        name="voteVisibility"
        choices={visibility}
        value={value.voteVisibility}
        rank={SETTING_STRICTNESS.voteVisibility}
        floor={lockedFrom?.voteVisibility}
        disabled={disabled}
        onChange={(next) => set('voteVisibility', next)}
      />
      <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
        <legend className={shared.subheading}>Dots</legend>
        <Stack direction="row" wrap align="center" gap="sm">
          <TextField
            className={shared.grow}
            label="Dots per person"
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
            label="Most dots on one idea"
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
        <p className={shared.muted}>
          A scarce budget and a cap per idea stop a few voices from concentrating the vote.
        </p>
      </fieldset>
      <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
        <legend className={shared.subheading}>Protections</legend>
        {toggles.map((toggle) => {
          const locked = lockedFrom?.[toggle.key] === true;
          return (
            <Switch
              key={toggle.key}
              label={toggle.label}
              helperText={`${toggle.help}${locked ? ' Locked on: the meeting is live.' : ''}`}
              checked={value[toggle.key]}
              disabled={disabled || locked}
              onCheckedChange={(checked) => set(toggle.key, checked)}
            />
          );
        })}
      </fieldset>
    </Stack>
  );
}
