'use client';

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FormField, fieldAria, useFieldIds } from '../FormField/FormField';
import * as styles from '../FormField/FormField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** Error message shown under the field; sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  /** Content inside the box before the input (an icon, a currency). */
  startAdornment?: ReactNode;
  /** Content inside the box after the input (an icon, a unit, an IconButton). */
  endAdornment?: ReactNode;
  /** Class of the outer field (the input itself takes `inputClassName`). */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input. Spread react-hook-form's `register('email')` into it: `name`, `onChange`,
 * `onBlur` and `ref` reach the native input. `required` is announced (aria-required) and marked, and
 * left to the schema, so the browser's own bubbles never compete with the form's messages.
 */
export function TextField({
  label,
  hideLabel,
  helperText,
  error,
  required,
  startAdornment,
  endAdornment,
  className,
  inputClassName,
  id,
  disabled,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
        className={styles.control}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          id={ids.id}
          type={type}
          disabled={disabled}
          className={cx(styles.input, inputClassName)}
          {...fieldAria(ids, { helperText, error, required })}
          {...rest}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
    </FormField>
  );
}
