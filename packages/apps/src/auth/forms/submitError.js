/**
 * Puts a provider's field errors on the form's inputs (§8: server errors on the matching
 * inputs) and returns the message for the form when no field matches.
 */
export function applySubmitError(error, setServerErrors, fieldMap) {
    const fields = error?.fields;
    if (fields) {
        const mapped = {};
        let unmatched = null;
        for (const [key, message] of Object.entries(fields)) {
            if (!message)
                continue;
            const target = fieldMap[key] ?? key;
            if (target)
                mapped[target] = message;
            else
                unmatched = message;
        }
        setServerErrors(mapped);
        return unmatched;
    }
    return error?.message ?? String(error);
}
