/**
 * The templates as radios, each with what it does and a preview of its phases (their kinds, in the viewer's
 * language, and their time boxes): the setup and the new-meeting dialog.
 */
import { MEETING_TEMPLATES, type PhaseInput, templatePhases } from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { useT } from '../i18n';
import { useT as useViewT } from './i18n';
import { phaseKindKey } from './meetingTexts';

export type TemplateKey = keyof typeof MEETING_TEMPLATES;

/** "Phases: Write alone (5 min) → Group (5 min) → …": each phase's kind, in the viewer's language, and its time box. */
export function phasesPreview(
  phases: readonly Pick<PhaseInput, 'type' | 'timeboxSec' | 'method'>[],
  tv: ReturnType<typeof useViewT>,
): string {
  return tv('template.preview', {
    list: phases
      .map((phase) => {
        const type = tv(phaseKindKey(phase));
        return phase.timeboxSec
          ? tv('template.phaseMinutes', { type, minutes: Math.round(phase.timeboxSec / 60) })
          : type;
      })
      .join(' → '),
  });
}
const templateKeys = Object.keys(MEETING_TEMPLATES) as TemplateKey[];

/** The catalogue keys of a built-in template's phase: its title and its prompt (`agenda.<template>.<n>.*`). */
export const agendaWordKeys = (key: TemplateKey, index: number) =>
  [`agenda.${key}.${index}.title`, `agenda.${key}.${index}.prompt`] as const;

/** The catalogue key of a built-in template's idea column (`agenda.<template>.<n>.column.<i>`). */
export const columnWordKey = (key: TemplateKey, index: number, column: number) =>
  `agenda.${key}.${index}.column.${column}`;

/**
 * A built-in template's agenda with its phases' titles and prompts in the viewer's language (the API's templates
 * are in English): what the new-meeting dialog and the setup send.
 */
export function localTemplatePhases(key: TemplateKey, tv: ReturnType<typeof useViewT>): PhaseInput[] {
  type Key = Parameters<typeof tv>[0];
  return templatePhases(key).map((phase, index) => {
    const [title, prompt] = agendaWordKeys(key, index);
    const columns = phase.columns?.map((_, column) => tv(columnWordKey(key, index, column) as Key));
    return { ...phase, title: tv(title as Key), prompt: tv(prompt as Key), ...(columns ? { columns } : {}) };
  });
}

export function TemplatePicker({
  value,
  helperText,
  onChange,
}: {
  value: TemplateKey | '';
  helperText?: string;
  onChange: (key: TemplateKey) => void;
}) {
  const t = useT();
  const tv = useViewT();
  const preview = (key: TemplateKey) => phasesPreview(templatePhases(key), tv);
  return (
    <RadioGroup
      label={t('template.label')}
      hideLabel
      helperText={helperText}
      value={value}
      onValueChange={(key) => onChange(key as TemplateKey)}
    >
      {templateKeys.map((key) => (
        <RadioGroupItem
          key={key}
          value={key}
          label={
            <>
              <strong>{t(`template.${key}`)}</strong>
              <span className={shared.choiceHelp}>{t(`template.${key}.help`)}</span>
              <span className={shared.choiceHelp} data-testid={`template-preview-${key}`}>
                {preview(key)}
              </span>
            </>
          }
        />
      ))}
    </RadioGroup>
  );
}
