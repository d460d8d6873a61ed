/**
 * "Announced to all" (issue 34): when the room moves on by itself (everyone was ready), every open page says so in
 * the snackbar, once, as the meeting's log gains the entry. Entries already there when the page opened are not
 * news.
 */
import type { MeetingDetail, MeetingLogEntry } from '@chorus/mock-handlers/contracts';
import { showMessage } from '@chorus/shell';
import { useEffect, useRef } from 'react';
import { t } from '../views/i18n';

/** The entries of `log` after the one with id `seen` that moved the room on by itself (all of them if not found). */
export function movesSince(log: readonly MeetingLogEntry[], seen: string | undefined): MeetingLogEntry[] {
  const from = seen === undefined ? 0 : log.findIndex((entry) => entry.id === seen) + 1;
  return log.slice(from).filter((entry) => entry.action === 'autoAdvance');
}

export function useRoomMovedOn(meeting: MeetingDetail): void {
  const last = meeting.log.at(-1)?.id;
  const seen = useRef(last);
  const log = meeting.log;
  useEffect(() => {
    if (seen.current === last) return;
    const moves = movesSince(log, seen.current);
    seen.current = last;
    const latest = moves.at(-1);
    if (latest)
      showMessage({ message: t('log.autoAdvance', { subject: latest.subject ?? '' }), variant: 'info' });
  }, [last, log]);
}
