import type { FieldErrors } from './validation';

/** What a provider rejects with: AuthFieldError (fields) or any Error. */
export type AuthSubmitError = Error & {
  fields?: Partial<Record<'email' | 'password' | 'displayName', string>>;
};

/**
 * Puts a provider's field errors on the form's inputs (§8: server errors on the matching
 * inputs) and returns the message for the form when no field matches.
 */
export function applySubmitError<F extends string>(
  error: AuthSubmitError,
  setServerErrors: (errors: FieldErrors<F>) => void,
  fieldMap: Partial<Record<'email' | 'password' | 'displayName', F>>,
): string | null {
  const fields = error?.fields;
  if (fields) {
    const mapped: FieldErrors<F> = {};
    let unmatched: string | null = null;
    for (const [key, message] of Object.entries(fields) as [keyof typeof fieldMap, string | undefined][]) {
      if (!message) continue;
      const target = fieldMap[key] ?? (key as unknown as F);
      if (target) mapped[target] = message;
      else unmatched = message;
    }
    setServerErrors(mapped);
    return unmatched;
  }
  return error?.message ?? String(error);
}
