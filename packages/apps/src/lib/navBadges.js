/**
 * Live navigation badges for the apps: the count badge every app shows, and the hook a screen uses to keep
 * its badge in step with the data it already has (so a change shows at once, optimistic updates included).
 * Each app's `<app>.badges.ts` loads the same badges for the shell when the screen is not open.
 */
import { setNavBadges } from '@chorus/shell';
import { useEffect } from 'react';
/**
 * A count badge ('12', heard as '12 unread'); none at 0. `label` is the word after the count, or the whole
 * heard text from the count (a catalogue's plural message).
 */
export function countBadge(count, label) {
    if (count <= 0)
        return undefined;
    const heard = typeof label === 'function' ? label(count) : `${count} ${label}`;
    return { title: count > 99 ? '99+' : String(count), label: heard };
}
/** Shows these badges in the navigation whenever they change (undefined: the data is not loaded yet). */
export function useSyncNavBadges(badges) {
    const key = badges ? JSON.stringify(badges, (_key, value) => (value === undefined ? null : value)) : '';
    // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the badges' content, not their identity
    useEffect(() => {
        if (badges)
            setNavBadges(badges);
    }, [key]);
}
