'use client';

import * as RadioPrimitive from '@radix-ui/react-radio-group';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import { FormField, fieldAria, useFieldIds } from '../FormField/FormField';
import * as styles from './RadioGroup.css';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentPropsWithRef<typeof RadioPrimitive.Root>, 'children' | 'orientation'> {
  /** The group's label (names the radiogroup). */
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  error?: ReactNode;
  options?: readonly RadioGroupOption[];
  /** `vertical` (default) or `horizontal`; arrow keys follow it (and RTL). */
  orientation?: 'vertical' | 'horizontal';
  children?: ReactNode;
}

/** A set of radios (Radix): one tab stop, arrow keys move and select. Controlled or uncontrolled. */
export function RadioGroup({
  label,
  hideLabel,
  helperText,
  error,
  options,
  orientation = 'vertical',
  required,
  id,
  className,
  children,
  ...rest
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      ids={ids}
      labelElement="span"
      className={className}
    >
      <RadioPrimitive.Root
        id={ids.id}
        aria-labelledby={ids.labelId}
        orientation={orientation}
        required={required}
        className={styles.group}
        style={{
          flexDirection: orientation === 'vertical' ? 'column' : 'row',
          flexWrap: 'wrap',
          columnGap: 16,
        }}
        {...fieldAria(ids, { helperText, error, required })}
        {...rest}
      >
        {options?.map((o) => (
          <RadioGroupItem key={o.value} value={o.value} label={o.label} disabled={o.disabled} />
        ))}
        {children}
      </RadioPrimitive.Root>
    </FormField>
  );
}

export interface RadioGroupItemProps
  extends Omit<ComponentPropsWithRef<typeof RadioPrimitive.Item>, 'children'> {
  label: ReactNode;
}

/** One radio with its label; use inside `RadioGroup` for custom layouts. */
export function RadioGroupItem({ label, id, className, disabled, ...rest }: RadioGroupItemProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(choiceStyles.choice, className)} data-disabled={disabled ? '' : undefined}>
      <RadioPrimitive.Item id={ids.id} className={styles.radio} disabled={disabled} {...rest}>
        <RadioPrimitive.Indicator className={styles.dot} />
      </RadioPrimitive.Item>
      <label htmlFor={ids.id} className={choiceStyles.choiceLabel}>
        {label}
      </label>
    </div>
  );
}
