/**
 * The meeting page through a fault (issue 28): a new idea, a ballot, a stance or a note is kept on this device
 * (outbox.ts) before it is sent; while the server cannot be reached it waits there, shown as "Not saved yet",
 * and is sent again when the server answers (the page's detail comes back, the browser is online again, or a
 * timer with back-off). A write the server refuses leaves with the snackbar saying why.
 */
import { authStore, showMessage } from '@chorus/shell';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { errorText, isUnreachable } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putIdea, putProposal } from '../meetings.cache';
import { meetingOutbox, type OutboxEntry, type OutboxWrite, outboxScope, type SendOutcome } from '../outbox';
import { t } from '../views/i18n';

/** Sends one write and puts the server's answer into the cache. Throws the server's refusal. */
async function sendWrite(client: QueryClient, meetingId: string, entry: OutboxWrite): Promise<void> {
  const detail = meetingKeys.detail(meetingId);
  switch (entry.kind) {
    case 'idea': {
      putIdea(client, await meetingsApi.saveIdea(entry.body));
      // The counts (and a reveal the last idea may set off) are the meeting's.
      void client.invalidateQueries({ queryKey: detail });
      return;
    }
    case 'vote': {
      const saved = await meetingsApi.vote(entry.body);
      client.setQueryData(meetingKeys.ballot(saved.phaseId), saved);
      void client.invalidateQueries({ queryKey: detail });
      void client.invalidateQueries({ queryKey: meetingKeys.results(saved.phaseId) });
      return;
    }
    case 'stance': {
      const saved = await meetingsApi.stance(entry.body);
      putProposal(client, saved);
      void client.invalidateQueries({ queryKey: detail });
      void client.invalidateQueries({ queryKey: meetingKeys.proposalResults(saved.id) });
      return;
    }
    case 'note': {
      client.setQueryData(meetingKeys.discussion(meetingId), await meetingsApi.saveNote(entry.body));
      return;
    }
  }
}

/** What failed, for the snackbar of a write refused when it was sent again. */
const refusedText = (entry: OutboxWrite) =>
  ({
    idea: t('ideation.saveError'),
    vote: t('vote.saveError'),
    stance: t('decision.stanceError'),
    note: t('discussion.noteError'),
  })[entry.kind];

/** Sending again: an answer, a refusal (the snackbar says why; the write leaves), or no answer (it waits). */
async function resend(client: QueryClient, meetingId: string, entry: OutboxEntry): Promise<SendOutcome> {
  try {
    await sendWrite(client, meetingId, entry);
    return 'sent';
  } catch (error) {
    if (isUnreachable(error)) return 'unreachable';
    showMessage({ message: `${refusedText(entry)}: ${errorText(error)}`, variant: 'error' });
    return 'refused';
  }
}

/** The outbox of this meeting for the signed-in user. */
function useScope(meetingId: string): string {
  const { user } = useSnapshot(authStore);
  return outboxScope(user.uid || 'guest', meetingId);
}

/** The writes of this meeting not saved yet (reactive), oldest first: those waiting for the server. */
export function useUnsaved(meetingId: string): readonly OutboxEntry[] {
  const scope = useScope(meetingId);
  meetingOutbox.load(scope);
  const { entries } = useSnapshot(meetingOutbox.state);
  return ((entries[scope] ?? []) as readonly OutboxEntry[]).filter((entry) => entry.waiting);
}

/**
 * Keeps a write, then sends it: resolves 'sent' once the server has it, 'kept' when the server could not be
 * reached (it waits in the outbox); rejects with the server's refusal (the write leaves the outbox).
 */
export function useOutboxSubmit(meetingId: string): (write: OutboxWrite) => Promise<'sent' | 'kept'> {
  const client = useQueryClient();
  const scope = useScope(meetingId);
  return useCallback(
    async (write: OutboxWrite) => {
      const at = Date.now();
      meetingOutbox.put(scope, write, at);
      try {
        await sendWrite(client, meetingId, write);
      } catch (error) {
        if (isUnreachable(error)) {
          meetingOutbox.markWaiting(scope, { key: write.key, at });
          return 'kept';
        }
        meetingOutbox.remove(scope, { key: write.key, at });
        throw error;
      }
      meetingOutbox.remove(scope, { key: write.key, at });
      return 'sent';
    },
    [client, meetingId, scope],
  );
}

/** The first wait before sending again, doubling up to the last. */
export const RESEND_MIN_MS = 2_000;
export const RESEND_MAX_MS = 30_000;

/**
 * Sends what waits: at once (a reload finds it), whenever the server answered the page again (`answeredAt`, the
 * detail's last success), when the browser is back online, and on a timer with back-off while anything waits.
 */
export function useOutboxResend(meetingId: string, answeredAt: number): void {
  const client = useQueryClient();
  const scope = useScope(meetingId);
  const waiting = useUnsaved(meetingId).length > 0;
  const delay = useRef(RESEND_MIN_MS);
  const flush = useCallback(
    () => meetingOutbox.flush(scope, (entry) => resend(client, meetingId, entry)),
    [client, meetingId, scope],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server is the signal.
  useEffect(() => {
    delay.current = RESEND_MIN_MS;
    if (waiting) void flush();
  }, [answeredAt, flush]);
  useEffect(() => {
    const online = () => void flush();
    globalThis.addEventListener?.('online', online);
    return () => globalThis.removeEventListener?.('online', online);
  }, [flush]);
  useEffect(() => {
    if (!waiting) {
      delay.current = RESEND_MIN_MS;
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = () => {
      timer = setTimeout(async () => {
        await flush();
        delay.current = Math.min(RESEND_MAX_MS, delay.current * 2);
        if (!stopped) tick();
      }, delay.current);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, flush]);
}
