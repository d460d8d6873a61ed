import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

export type UseZodFormOptions<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver'
>;

/**
 * react-hook-form driven by a zod schema: rules and messages are declared once, in the schema. Validates on
 * touch and then on every change (`mode: 'onTouched'`), so errors appear after the user leaves a field and
 * clear as soon as it is fixed.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: UseZodFormOptions<z.input<S>, z.output<S>> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's generics are wider than the schema's.
    resolver: zodResolver(schema as any) as any,
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
