'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** One field's validation error, as `errorMessage` gets it: the field's path, zod's issue code, its message. */
export interface ZodFieldError {
  /** Dotted path of the field: 'name', 'images.0.url'. */
  path: string;
  /** zod's issue code: 'too_small', 'too_big', 'invalid_type', 'custom', … */
  type: string;
  message: string;
}

export type UseZodFormOptions<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver'
> & {
  /**
   * The message a field shows for an error, in the active language: for a schema the form does not own
   * (a contract's), whose own messages are the API's English. Return undefined to keep the schema's.
   */
  errorMessage?: (error: ZodFieldError) => string | undefined;
};

/** Rewrites every error message of a resolver's answer (nested objects and arrays walked). */
function renameErrors(
  errors: Record<string, unknown>,
  errorMessage: (error: ZodFieldError) => string | undefined,
  prefix = '',
): void {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const entry = value as { type?: unknown; message?: unknown; ref?: unknown };
    if (typeof entry.type === 'string' && typeof entry.message === 'string') {
      entry.message = errorMessage({ path, type: entry.type, message: entry.message }) ?? entry.message;
    } else {
      renameErrors(value as Record<string, unknown>, errorMessage, path);
    }
  }
}

/**
 * react-hook-form driven by a zod schema: rules and messages are declared once, in the schema. Validates on
 * touch and then on every change (`mode: 'onTouched'`), so errors appear after the user leaves a field and
 * clear as soon as it is fixed.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { errorMessage, ...options }: UseZodFormOptions<z.input<S>, z.output<S>> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's generics are wider than the schema's.
  const resolver = zodResolver(schema as any) as any;
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: errorMessage
      ? async (...args: unknown[]) => {
          const result = await resolver(...args);
          renameErrors(result.errors as FieldErrors, errorMessage);
          return result;
        }
      : resolver,
  });
}

/**
 * `register()` plus the field's error message, for the kit's fields:
 * `<TextField label="Email" {...fieldProps(form, 'email')} />`.
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: N,
): UseFormRegisterReturn<N> & { error?: string } {
  const error = form.getFieldState(name, form.formState).error?.message;
  return { ...form.register(name), error };
}

/**
 * Puts errors from the server onto fields (`{ email: 'Already registered' }`); `root` or `form`
 * goes to `errors.root.server` for a form-level message. Focuses the first field in error.
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  errors:
    | Partial<Record<FieldPath<T> | 'root' | 'form', string | string[]>>
    | Record<string, string | string[]>,
): void {
  let first = true;
  for (const [name, value] of Object.entries(errors)) {
    if (value === undefined) continue;
    const message = Array.isArray(value) ? value.join(' ') : value;
    if (name === 'root' || name === 'form') {
      form.setError('root.server', { type: 'server', message });
      continue;
    }
    form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
