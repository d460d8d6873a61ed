/**
 * The bearer of this tab's API calls in place of the signed-in session's, while a page sets one: a meeting guest's
 * page (issue 34) calls the API with the token of the guest link it joined by, whether or not someone is signed in
 * in this tab, and gives the session back when it closes. A proxy, so the live channel follows it.
 */
import { proxy } from 'valtio';
import { getAccessToken } from '../auth/providers/jwtProvider';

export const tabBearer = proxy<{ token: string | null }>({ token: null });

/** Sets (or, with null, clears) the tab's bearer. */
export function setTabBearer(token: string | null): void {
  tabBearer.token = token;
}

/** The token this tab's API calls carry: the page's bearer if one is set, else the signed-in session's. */
export function requestToken(): string | null {
  return tabBearer.token ?? getAccessToken();
}
