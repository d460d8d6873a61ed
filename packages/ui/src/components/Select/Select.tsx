'use client';

import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FormField, fieldAria, useFieldIds } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  error?: ReactNode;
  /** The options; or pass `<option>`/`<optgroup>` children. */
  options?: readonly SelectOption[];
  /** A first, empty option ("Choose a room…"), selected while there is no value. */
  placeholder?: string;
  className?: string;
}

/** A native select, styled: robust on every device, keyboard and screen reader. Works with `register()`. */
export function Select({
  label,
  hideLabel,
  helperText,
  error,
  required,
  options,
  placeholder,
  className,
  id,
  disabled,
  children,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      ids={ids}
      className={className}
    >
      <div
        className={fieldStyles.control}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <select
          id={ids.id}
          disabled={disabled}
          className={cx(fieldStyles.input, styles.select)}
          {...fieldAria(ids, { helperText, error, required })}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDown size={16} />
        </span>
      </div>
    </FormField>
  );
}
