/**
 * The host names co-hosts among the meeting's attendees: they run the meeting's controls beside the host. One
 * checkbox per attendee. Props in.
 */
import type { Person } from '@chorus/mock-handlers/contracts';
import { Checkbox, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export interface CoHostPickerProps {
  /** The attendees (the host is not among them). */
  people: readonly Person[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

export function CoHostPicker({ people, value, onChange, disabled }: CoHostPickerProps) {
  const t = useT();
  return (
    <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
      <legend className={shared.subheading}>{t('coHosts.legend')}</legend>
      <p className={shared.muted}>{t('coHosts.help')}</p>
      {people.length === 0 ? <p className={shared.muted}>{t('coHosts.none')}</p> : null}
      <Stack gap="xs">
        {people.map((person) => (
          <Checkbox
            key={person.id}
            label={person.displayName}
            checked={value.includes(person.id)}
            disabled={disabled}
            onCheckedChange={(checked) =>
              // In the attendees' order: the order in which co-hosts may take the lead over.
              onChange(
                people
                  .map((entry) => entry.id)
                  .filter((id) => (id === person.id ? checked === true : value.includes(id))),
              )
            }
          />
        ))}
      </Stack>
    </fieldset>
  );
}
