/**
 * A guest's session on this device (issue 34): the answer of joining by a link, kept in this tab's
 * sessionStorage under the link's token, so a reload keeps the guest in the meeting and another tab, or the link
 * opened again later, asks for a name again. While the guest's page is open its token is the tab's bearer.
 */
import type { GuestSession } from '@chorus/mock-handlers/contracts';
import { setTabBearer } from '@chorus/shell';
import { useCallback, useEffect, useState } from 'react';

const keyOf = (linkToken: string) => `chorus.meeting_guest.${linkToken}`;

function read(linkToken: string): GuestSession | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(keyOf(linkToken));
    return raw ? (JSON.parse(raw) as GuestSession) : null;
  } catch {
    return null;
  }
}

function write(linkToken: string, session: GuestSession | null): void {
  try {
    if (session) globalThis.sessionStorage?.setItem(keyOf(linkToken), JSON.stringify(session));
    else globalThis.sessionStorage?.removeItem(keyOf(linkToken));
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

export function useGuestSession(linkToken: string) {
  const [session, setSession] = useState<GuestSession | null>(() => read(linkToken));
  const save = useCallback(
    (next: GuestSession | null) => {
      write(linkToken, next);
      setSession(next);
    },
    [linkToken],
  );
  return [session, save] as const;
}

/** The guest's token as this tab's bearer while `token` is set; the tab's own session again after. Ready once set. */
export function useTabBearer(token: string | null): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    setTabBearer(token);
    setReady(token);
    return () => setTabBearer(null);
  }, [token]);
  return token !== null && ready === token;
}
