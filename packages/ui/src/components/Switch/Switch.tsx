'use client';

import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import { fieldAria, useFieldIds } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'children'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** Put the label before the switch (settings lists) instead of after it. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch (Radix, role="switch"), styled by `data-state`. Controlled or uncontrolled. */
export function Switch({
  label,
  helperText,
  labelPosition = 'end',
  id,
  className,
  disabled,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id);
  const text = (
    <div className={choiceStyles.choiceText} style={labelPosition === 'start' ? { flex: 1 } : undefined}>
      <label htmlFor={ids.id} className={choiceStyles.choiceLabel}>
        {label}
      </label>
      {helperText && (
        <span id={ids.helperId} className={fieldStyles.helper}>
          {helperText}
        </span>
      )}
    </div>
  );
  return (
    <div className={cx(choiceStyles.choice, className)} data-disabled={disabled ? '' : undefined}>
      {labelPosition === 'start' && text}
      <SwitchPrimitive.Root
        id={ids.id}
        className={styles.track}
        disabled={disabled}
        {...fieldAria(ids, { helperText })}
        {...rest}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
      {labelPosition === 'end' && text}
    </div>
  );
}
