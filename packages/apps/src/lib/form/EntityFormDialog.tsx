/**
 * An add / edit dialog for one entity, declared as a list of fields over a zod schema: the apps' dialogs
 * (a contact, a calendar event) differ only in their fields, schema and extra actions.
 * Give it a `key` per entity so its state starts afresh each time it opens for another one.
 */
import { Button } from '@chorus/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CheckboxField, FormDialog, TextAreaField, TextField } from './controls';
import * as css from './entityForm.css';
import { useSchemaForm } from './useSchemaForm';

export type EntityFieldType = 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'textarea' | 'checkbox';

export interface EntityField<TValues> {
  name: keyof TValues & string;
  label: string;
  type?: EntityFieldType;
  autoComplete?: string;
  required?: boolean;
  /** Spans the whole row. */
  wide?: boolean;
  hint?: string;
  /** How the stored value shows in the input (default `String(value)`). */
  toInput?: (value: unknown) => string;
  /** How the input's text is stored (default as typed). */
  fromInput?: (input: string) => unknown;
}

export interface EntityFormDialogProps<TSchema extends z.ZodType, TValues extends Record<string, unknown>> {
  open: boolean;
  title: string;
  schema: TSchema;
  initialValues: TValues;
  /** The fields, in order; a function sees the current values (e.g. to switch date inputs for all-day). */
  fields: EntityField<TValues>[] | ((values: TValues) => EntityField<TValues>[]);
  submitLabel: string;
  onSubmit: (output: z.output<TSchema>) => void;
  onClose: () => void;
  /** Actions at the start of the footer, e.g. Remove. */
  extraActions?: ReactNode;
  pending?: boolean;
}

export function EntityFormDialog<TSchema extends z.ZodType, TValues extends Record<string, unknown>>({
  open,
  title,
  schema,
  initialValues,
  fields,
  submitLabel,
  onSubmit,
  onClose,
  extraActions,
  pending = false,
}: EntityFormDialogProps<TSchema, TValues>) {
  const form = useSchemaForm(schema, initialValues);
  const list = typeof fields === 'function' ? fields(form.values) : fields;
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => form.submit(onSubmit)}
      actions={
        <>
          {extraActions ? <span className={css.footerStart}>{extraActions}</span> : null}
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className={css.grid}>
        {list.map((field) => {
          const className = field.wide || field.type === 'textarea' ? css.wide : undefined;
          const error = form.errorOf(field.name);
          const store = (input: string) =>
            form.setValue(
              field.name,
              (field.fromInput ? field.fromInput(input) : input) as TValues[typeof field.name],
            );
          const value = form.values[field.name];
          if (field.type === 'checkbox') {
            return (
              <CheckboxField
                key={field.name}
                className={className}
                label={field.label}
                name={field.name}
                checked={Boolean(value)}
                onChange={(event) =>
                  form.setValue(field.name, event.target.checked as TValues[typeof field.name])
                }
              />
            );
          }
          const common = {
            label: field.label,
            name: field.name,
            error,
            hint: field.hint,
            className,
            required: field.required,
            value: field.toInput ? field.toInput(value) : String(value ?? ''),
            onBlur: () => form.touch(field.name),
          };
          if (field.type === 'textarea') {
            return (
              <TextAreaField key={field.name} {...common} onChange={(event) => store(event.target.value)} />
            );
          }
          return (
            <TextField
              key={field.name}
              {...common}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              onChange={(event) => store(event.target.value)}
            />
          );
        })}
      </div>
    </FormDialog>
  );
}
