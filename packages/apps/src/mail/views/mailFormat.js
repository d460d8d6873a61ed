/** Addresses typed into one field: split at commas and semicolons, trimmed, empty parts dropped. */
export function splitAddresses(value) {
    return value
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean);
}
