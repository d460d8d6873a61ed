'use client';

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FormField, fieldAria, useFieldIds } from '../FormField/FormField';
import * as styles from '../FormField/FormField.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  error?: ReactNode;
  className?: string;
  textAreaClassName?: string;
}

/** A labelled multi-line text input; resizes vertically. Works with `register()`. */
export function TextArea({
  label,
  hideLabel,
  helperText,
  error,
  required,
  className,
  textAreaClassName,
  id,
  disabled,
  rows = 4,
  ...rest
}: TextAreaProps) {
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
        className={cx(styles.control, styles.multiline)}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <textarea
          id={ids.id}
          rows={rows}
          disabled={disabled}
          className={cx(styles.input, styles.textarea, textAreaClassName)}
          {...fieldAria(ids, { helperText, error, required })}
          {...rest}
        />
      </div>
    </FormField>
  );
}
