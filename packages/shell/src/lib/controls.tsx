import { Box } from '@chorus/ui';
import { useId } from 'react';
import * as css from './controls.css';

/** A labelled switch (role="switch"); the shell's own, so it works before and without the kit's. */
export function ShellSwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={css.switchRow}>
      <label htmlFor={id}>{label}</label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        className={css.switchTrack}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={css.switchThumb} />
      </button>
    </div>
  );
}

export function ShellRadioGroup<T extends string>({
  legend,
  value,
  options,
  onValueChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.radios}>
        {options.map((option) => (
          <label key={option.value} className={css.radioLabel}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ShellSelect<T extends string>({
  label,
  value,
  options,
  onValueChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <Box as="label" htmlFor={id} className={css.legend} display="block">
        {label}
      </Box>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
