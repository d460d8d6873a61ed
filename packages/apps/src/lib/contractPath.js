import { API_BASE } from '@chorus/mock-handlers/contracts';
/**
 * The contracts name endpoints with the `/api` prefix ('/api/mail-app/mails'); the shell's client adds
 * the configured base URL itself, so the prefix goes.
 */
export function contractPath(path) {
    return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
}
