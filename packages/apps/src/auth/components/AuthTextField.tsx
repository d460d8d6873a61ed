import { type InputHTMLAttributes, useId } from 'react';
import * as styles from './auth.css';

export interface AuthTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  error?: string;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function AuthTextField({ label, error, id, ...input }: AuthTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${input.name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
