/**
 * An add / edit dialog for one entity, declared as a list of fields over a zod schema: the apps' dialogs
 * (a contact, a calendar event) differ only in their fields, schema and extra actions. The kit draws it
 * (Dialog, TextField, TextArea, Checkbox) and validates it (useZodForm: errors once a field was left or
 * the form was submitted). Give it a `key` per entity so its state starts afresh for another one.
 */
import { Button, Checkbox, TextArea, TextField, useZodForm } from '@chorus/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog, useSaveRefusal } from './FormDialog';
import { useT } from './i18n';
import * as css from './formDialog.css';

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

export interface EntityFormDialogProps<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TValues extends Record<string, unknown>,
> {
  open: boolean;
  title: string;
  schema: TSchema;
  initialValues: TValues;
  /** The fields, in order; a function sees the current values (e.g. to switch date inputs for all-day). */
  fields: EntityField<TValues>[] | ((values: TValues) => EntityField<TValues>[]);
  submitLabel: string;
  /**
   * Saves the values. A promise keeps the dialog open until it settles: a rejection keeps what was typed and
   * says why in the dialog (the caller closes it on success).
   */
  onSubmit: (output: z.output<TSchema>) => unknown;
  onClose: () => void;
  /** Actions at the start of the footer, e.g. Remove. */
  extraActions?: ReactNode;
  pending?: boolean;
}

/** The part of react-hook-form's API this dialog drives, by field name. */
interface LooseForm {
  watch(): Record<string, unknown>;
  getValues(name: string): unknown;
  setValue(
    name: string,
    value: unknown,
    options?: { shouldDirty?: boolean; shouldTouch?: boolean; shouldValidate?: boolean },
  ): void;
  formState: {
    isSubmitted: boolean;
    touchedFields: Record<string, unknown>;
    errors: Record<string, { message?: unknown } | undefined>;
  };
}

export function EntityFormDialog<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TValues extends Record<string, unknown>,
>({
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
  const t = useT();
  const form = useZodForm(schema, { defaultValues: initialValues as never });
  const loose = form as unknown as LooseForm;
  const values = loose.watch() as TValues;
  const { isSubmitted, touchedFields, errors } = loose.formState;
  const list = typeof fields === 'function' ? fields(values) : fields;
  const { refusal, saving, attempt } = useSaveRefusal();
  const set = (name: string, value: unknown) =>
    loose.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted || !!touchedFields[name] });
  const touch = (name: string) =>
    loose.setValue(name, loose.getValues(name), { shouldTouch: true, shouldValidate: true });
  return (
    <FormDialog
      open={open}
      title={title}
      size="lg"
      onClose={onClose}
      refusal={refusal}
      onSubmit={(event) =>
        form.handleSubmit((output) => attempt(() => onSubmit(output as z.output<TSchema>)))(event)
      }
      actions={
        <>
          {extraActions ? <span className={css.footerStart}>{extraActions}</span> : null}
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending || saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className={css.grid}>
        {list.map((field) => {
          const className = field.wide || field.type === 'textarea' ? css.wide : undefined;
          const value = values[field.name];
          if (field.type === 'checkbox') {
            return (
              <Checkbox
                key={field.name}
                className={className}
                label={field.label}
                name={field.name}
                checked={Boolean(value)}
                onCheckedChange={(checked) => set(field.name, checked === true)}
              />
            );
          }
          const message = errors[field.name]?.message;
          const common = {
            label: field.label,
            name: field.name,
            error: typeof message === 'string' ? message : undefined,
            helperText: field.hint,
            className,
            required: field.required,
            value: field.toInput ? field.toInput(value) : String(value ?? ''),
            onBlur: () => touch(field.name),
          };
          const store = (input: string) => set(field.name, field.fromInput ? field.fromInput(input) : input);
          if (field.type === 'textarea') {
            return <TextArea key={field.name} {...common} onChange={(event) => store(event.target.value)} />;
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
