/**
 * A tiny form hook for the auth forms: values, validation on every change,
 * errors shown once a field is touched or changed, and server errors on fields
 * until the field is edited. (react-hook-form + zod would triple the login
 * page's script; these forms need none of their power.)
 */
import { useLocale } from '@chorus/ui';
import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';
import { type AuthSubmitError, applySubmitError } from './submitError';
import type { FieldErrors } from './validation';

/** Which form field shows a provider's error on email, password or display name. */
type FieldMap<Field extends string> = Partial<Record<'email' | 'password' | 'displayName', Field>>;

type Values = Record<string, string | boolean>;

export function useAuthForm<V extends Values>(
  initial: V,
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>,
) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  // The messages are in the active language: a new language validates again.
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale changes the messages validate returns.
  const errors = useMemo(() => validate(values), [validate, values, locale]);
  const isValid = Object.keys(errors).length === 0;

  const setValue = useCallback(<K extends Field>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** The message to show under a field: a server error first, then a validation error once touched. */
  const errorOf = (name: Field): string | undefined =>
    serverErrors[name] ?? (touched[name] ? errors[name] : undefined);

  const text = (name: Field, transform?: (value: string) => string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, (transform ? transform(event.target.value) : event.target.value) as V[Field]),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: errorOf(name),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setServerErrors({});
  }, [initial]);

  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * The form's submit handler: nothing while invalid or already sending; a refusal's field errors go on
   * the inputs (`fieldMap`), anything else above the form (`formError`).
   */
  const handleSubmit =
    (send: (values: V) => Promise<void>, fieldMap: FieldMap<Field>) => async (event: FormEvent) => {
      event.preventDefault();
      if (!isValid || busy) return;
      setBusy(true);
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        setFormError(applySubmitError(error as AuthSubmitError, setServerErrors, fieldMap));
      } finally {
        setBusy(false);
      }
    };

  return {
    values,
    errors,
    isValid,
    setValue,
    text,
    errorOf,
    setServerErrors,
    reset,
    busy,
    formError,
    handleSubmit,
  };
}
