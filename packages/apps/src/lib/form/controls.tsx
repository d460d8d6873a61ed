/**
 * Small form controls and a modal dialog on native elements, for the sample apps' dialogs.
 * They stand in until @chorus/ui exports its TextField, Checkbox and Dialog; the props follow theirs.
 */
import { Icon, type IconName } from '@chorus/ui';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import * as css from './form.css';

interface FieldShell {
  label: string;
  error?: string;
  hint?: string;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldShell & ComponentPropsWithRef<'input'>) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label className={css.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={css.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <span id={`${inputId}-error`} className={css.error}>
          {error}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className={css.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldShell & ComponentPropsWithRef<'textarea'>) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label className={css.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={css.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...rest}
      />
      {error ? (
        <span id={`${inputId}-error`} className={css.error}>
          {error}
        </span>
      ) : hint ? (
        <span className={css.hint}>{hint}</span>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  className,
  ...rest
}: { label: ReactNode } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <label className={[css.checkboxRow, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={css.checkbox} {...rest} />
      <span>{label}</span>
    </label>
  );
}

/** A bare checkbox with an accessible name (list rows, select-all). */
export function Checkbox({
  label,
  indeterminate,
  className,
  ...rest
}: { label: string; indeterminate?: boolean } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      className={[css.checkbox, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** An icon-only button: the label is its accessible name and its tooltip. */
export function IconAction({
  icon,
  label,
  pressed,
  className,
  ...rest
}: { icon: IconName; label: string; pressed?: boolean } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={[css.iconButton, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size="sm" />
    </button>
  );
}

/** A label: a coloured dot and its title. */
export function LabelChip({ title, color }: { title: string; color?: string }) {
  return (
    <span className={css.chip}>
      {color ? <span className={css.dot} style={{ background: color }} aria-hidden /> : null}
      {title}
    </span>
  );
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The footer's buttons (the submit button among them). */
  actions: ReactNode;
}

/** A modal form dialog on the native <dialog>: focus is trapped, Escape and the close button close it. */
export function FormDialog({ open, title, onClose, onSubmit, children, actions }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
    >
      {open ? (
        <form
          className={css.dialogForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          <div className={css.dialogHeader}>
            <h2 id={titleId} className={css.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={css.closeButton} aria-label="Close" onClick={onClose}>
              <Icon name="x" />
            </button>
          </div>
          <div className={css.dialogBody}>{children}</div>
          <div className={css.dialogFooter}>{actions}</div>
        </form>
      ) : null}
    </dialog>
  );
}

/** zod issues → one message per top-level field. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
