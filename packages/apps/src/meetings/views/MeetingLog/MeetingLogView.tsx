/**
 * The meeting's log (issue 34): who ran which control, newest first, for every member. It says who hid an idea
 * and why, never which idea nor whose. Props in.
 */
import type { MeetingLogEntry } from '@chorus/mock-handlers/contracts';
import { Card, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Time } from '../../../lib/format';
import { useT } from '../i18n';

export interface MeetingLogViewProps {
  entries: readonly MeetingLogEntry[];
}

export function MeetingLogView({ entries }: MeetingLogViewProps) {
  const t = useT();
  const text = (entry: MeetingLogEntry) =>
    // The room moved on by itself: because everyone was ready, or (detail "time") because its time was up.
    t(
      entry.action === 'autoAdvance' && entry.detail === 'time'
        ? 'log.autoAdvanceTime'
        : entry.action === 'bringTogether' && entry.actorName === null
          ? 'log.bringTogetherAuto'
          : `log.${entry.action}`,
      {
        actor: entry.actorName ?? '',
        subject: entry.subject ?? '',
        detail: entry.detail ?? '',
      },
    );
  return (
    <Card as="section" className={shared.panel} aria-labelledby="meeting-log-title">
      <h2 className={shared.panelTitle} id="meeting-log-title">
        {t('log.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={shared.muted}>{t('log.empty')}</p>
      ) : (
        // role="log": a change the room did not make itself (the phase moved on by itself) is announced.
        <div role="log" aria-labelledby="meeting-log-title">
          <Stack as="ol" gap="xs" className={shared.bareList}>
            {[...entries].reverse().map((entry) => (
              <li key={entry.id}>
                <Stack direction="row" wrap gap="xs" align="baseline">
                  <Time value={entry.at} format="time">
                    {(time) => <span className={shared.muted}>{time}</span>}
                  </Time>
                  <span className={shared.text}>{text(entry)}</span>
                </Stack>
              </li>
            ))}
          </Stack>
        </div>
      )}
    </Card>
  );
}
