'use client';

import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { fieldAria, useFieldIds } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Checkbox.css';

export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<typeof CheckboxPrimitive.Root>, 'children'> {
  label: ReactNode;
  /** Hide the label visually (a row's selection box); it still names the checkbox. */
  hideLabel?: boolean;
  helperText?: ReactNode;
  error?: ReactNode;
}

/**
 * A checkbox (Radix): `checked` may be `true`, `false` or `'indeterminate'`; controlled with
 * `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`. Inside a `<form>` it submits `name`.
 * With react-hook-form, use `Controller` (`onCheckedChange={field.onChange}`, `checked={field.value}`).
 */
export function Checkbox({
  label,
  hideLabel = false,
  helperText,
  error,
  id,
  className,
  required,
  disabled,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const labelElement = (
    <label htmlFor={ids.id} className={cx(styles.choiceLabel, hideLabel && visuallyHidden)}>
      {label}
    </label>
  );
  return (
    <div className={cx(styles.choice, className)} data-disabled={disabled ? '' : undefined}>
      <CheckboxPrimitive.Root
        id={ids.id}
        className={styles.box}
        required={required}
        disabled={disabled}
        {...fieldAria(ids, { helperText, error, required })}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {rest.checked === 'indeterminate' ? (
            <Minus size={14} strokeWidth={3} aria-hidden />
          ) : (
            <Check size={14} strokeWidth={3} aria-hidden />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {hideLabel && !error && !helperText ? (
        labelElement
      ) : (
        <div className={styles.choiceText}>
          {labelElement}
          {error && (
            <span id={ids.errorId} className={fieldStyles.error}>
              {error}
            </span>
          )}
          {helperText && (
            <span id={ids.helperId} className={fieldStyles.helper}>
              {helperText}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
