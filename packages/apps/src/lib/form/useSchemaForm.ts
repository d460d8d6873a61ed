/**
 * Form state validated by a zod schema: the rules and messages are declared once, in the schema.
 * Errors show for a field once it was left (blur) or the form was submitted; submit parses the values
 * and hands the parsed result on only when it is valid.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './controls';

export interface SchemaForm<TValues extends Record<string, unknown>, TOutput> {
  values: TValues;
  /** The message to show for a field now (after blur or submit), if any. */
  errorOf: (name: keyof TValues & string) => string | undefined;
  setValue: <K extends keyof TValues>(name: K, value: TValues[K]) => void;
  /** Marks a field as visited so its error shows. */
  touch: (name: keyof TValues & string) => void;
  /** Whether the current values parse. */
  isValid: boolean;
  /** Validates every field; calls `onValid` with the parsed values when they pass. */
  submit: (onValid: (output: TOutput) => void) => void;
}

export function useSchemaForm<TSchema extends z.ZodType, TValues extends Record<string, unknown>>(
  schema: TSchema,
  initialValues: TValues,
): SchemaForm<TValues, z.output<TSchema>> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const result = schema.safeParse(values);
  const errors = result.success ? {} : fieldErrors(result.error.issues);
  return {
    values,
    errorOf: (name) => (submitted || touched[name] ? errors[name] : undefined),
    setValue: (name, value) => setValues((old) => ({ ...old, [name]: value })),
    touch: (name) => setTouched((old) => (old[name] ? old : { ...old, [name]: true })),
    isValid: result.success,
    submit: (onValid) => {
      setSubmitted(true);
      if (result.success) onValid(result.data);
    },
  };
}
