/** The three templates as radios, each with what it does (the setup and the new-meeting dialog). */
import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { useT } from '../i18n';

export type TemplateKey = keyof typeof MEETING_TEMPLATES;
const templateKeys = Object.keys(MEETING_TEMPLATES) as TemplateKey[];

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
            </>
          }
        />
      ))}
    </RadioGroup>
  );
}
