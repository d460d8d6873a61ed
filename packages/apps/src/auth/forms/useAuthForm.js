/**
 * A tiny form hook for the auth forms: values, validation on every change,
 * errors shown once a field is touched or changed, and server errors on fields
 * until the field is edited. (react-hook-form + zod would triple the login
 * page's script; these forms need none of their power.)
 */
import { useLocale } from '@chorus/ui';
import { useCallback, useMemo, useState } from 'react';
import { applySubmitError } from './submitError';
export function useAuthForm(initial, validate) {
    const [values, setValues] = useState(initial);
    const [touched, setTouched] = useState({});
    const [serverErrors, setServerErrors] = useState({});
    // The messages are in the active language: a new language validates again.
    const locale = useLocale();
    // biome-ignore lint/correctness/useExhaustiveDependencies: locale changes the messages validate returns.
    const errors = useMemo(() => validate(values), [validate, values, locale]);
    const isValid = Object.keys(errors).length === 0;
    const setValue = useCallback((name, value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setTouched((current) => ({ ...current, [name]: true }));
        setServerErrors((current) => {
            if (!(name in current))
                return current;
            const next = { ...current };
            delete next[name];
            return next;
        });
    }, []);
    /** The message to show under a field: a server error first, then a validation error once touched. */
    const errorOf = (name) => serverErrors[name] ?? (touched[name] ? errors[name] : undefined);
    const text = (name, transform) => ({
        name,
        value: String(values[name] ?? ''),
        onChange: (event) => setValue(name, (transform ? transform(event.target.value) : event.target.value)),
        onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
        error: errorOf(name),
    });
    const reset = useCallback(() => {
        setValues(initial);
        setTouched({});
        setServerErrors({});
    }, [initial]);
    const [busy, setBusy] = useState(false);
    const [formError, setFormError] = useState(null);
    /**
     * The form's submit handler: nothing while invalid or already sending; a refusal's field errors go on
     * the inputs (`fieldMap`), anything else above the form (`formError`).
     */
    const handleSubmit = (send, fieldMap) => async (event) => {
        event.preventDefault();
        if (!isValid || busy)
            return;
        setBusy(true);
        setFormError(null);
        try {
            await send(values);
        }
        catch (error) {
            setFormError(applySubmitError(error, setServerErrors, fieldMap));
        }
        finally {
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
