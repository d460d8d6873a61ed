/**
 * Stories only: signs a seeded demo account in through the mock API (the real `/api/auth` handler)
 * and keeps the session the way the jwt provider does (sessionStorage), so the screens' calls carry
 * `Authorization: Bearer`. Use it in a story's `beforeEach`, after MSW has started.
 */
import { setUser } from '@chorus/shell';
export const storyAccounts = {
    host: { email: 'host@chorus.dev', password: 'chorus-host' },
    staff: { email: 'staff@chorus.dev', password: 'chorus-staff' },
    attendee: { email: 'attendee@chorus.dev', password: 'chorus-attendee' },
    outsider: { email: 'outsider@chorus.dev', password: 'chorus-outsider' },
};
/** The key the jwt provider keeps the access token under (shell auth.config ACCESS_TOKEN_KEY). */
const ACCESS_TOKEN_KEY = 'chorus.access_token';
export async function signInForStory(name) {
    const response = await fetch('/api/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(storyAccounts[name]),
    });
    const body = (await response.json());
    sessionStorage.setItem(ACCESS_TOKEN_KEY, body.access_token);
    const user = { ...body.user, from: 'api' };
    setUser(user);
    return user;
}
