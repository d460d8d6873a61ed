import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import * as styles from './FormField.css';

export interface FieldIds {
  /** The control's id (the label's `htmlFor`). */
  id: string;
  labelId: string;
  helperId: string;
  errorId: string;
}

/** Stable ids for a field's parts, from the given id or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `field${generated.replace(/:/g, '')}`;
  return { id: base, labelId: `${base}-label`, helperId: `${base}-helper`, errorId: `${base}-error` };
}

/** The aria props a control needs for its helper and error texts. */
export function fieldAria(
  ids: FieldIds,
  { helperText, error, required }: Pick<FormFieldProps, 'helperText' | 'error' | 'required'>,
) {
  const describedBy = [error ? ids.errorId : null, helperText ? ids.helperId : null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** Hide the label visually; it still names the control for assistive technology. */
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** The error message, shown under the control; also marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  ids: FieldIds;
  /** `label` (default) labels the control with `for`; `legend`-like groups use `span` + aria-labelledby. */
  labelElement?: 'label' | 'span';
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every field: label (with a required marker), the control, helper text and the error text
 * under it. Use it for custom controls with `useFieldIds` and `fieldAria`.
 */
export function FormField({
  label,
  hideLabel = false,
  helperText,
  error,
  required,
  ids,
  labelElement = 'label',
  className,
  children,
}: FormFieldProps) {
  const Label = labelElement;
  return (
    <div className={cx(styles.field, className)} data-invalid={error ? '' : undefined}>
      <Label
        id={ids.labelId}
        htmlFor={labelElement === 'label' ? ids.id : undefined}
        className={cx(styles.label, hideLabel && visuallyHidden)}
      >
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {error && (
        <span id={ids.errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {error}
        </span>
      )}
      {helperText && (
        <span id={ids.helperId} className={styles.helper}>
          {helperText}
        </span>
      )}
    </div>
  );
}
