/** Small pieces shared by the initiatives and meetings screens: chips, notices, dates, countdowns. */
import type { MeetingStatus, Person } from '@chorus/mock-handlers/contracts';
import { Icon, type IconName } from '@chorus/ui';
import { type ReactNode, useEffect, useState } from 'react';
import * as css from '../meetings.css';

export type ChipTone = keyof typeof css.chip;

export function Chip({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: ChipTone;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <span className={css.chip[tone]}>
      {icon ? <Icon name={icon} size="xs" /> : null}
      {children}
    </span>
  );
}

const statusTone: Record<MeetingStatus, ChipTone> = { live: 'positive', scheduled: 'info', ended: 'neutral' };
const statusLabel: Record<MeetingStatus, string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended' };

export function MeetingStatusChip({ status }: { status: MeetingStatus }) {
  return (
    <Chip
      tone={statusTone[status]}
      icon={status === 'live' ? 'video' : status === 'scheduled' ? 'calendar' : 'check'}
    >
      {statusLabel[status]}
    </Chip>
  );
}

export function Notice({
  tone = 'info',
  icon = 'info',
  title,
  children,
  role,
}: {
  tone?: keyof typeof css.notice;
  icon?: IconName;
  title?: string;
  children: ReactNode;
  role?: 'status' | 'alert' | 'note';
}) {
  return (
    <div className={`${css.noticeBox} ${css.notice[tone]}`} role={role}>
      <Icon name={icon} size="sm" />
      <div className={css.tightStack}>
        {title ? <strong>{title}</strong> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

export function PersonBadge({ person, suffix }: { person: Pick<Person, 'displayName'>; suffix?: string }) {
  return (
    <span className={css.metaItem}>
      <span className={css.avatar} aria-hidden>
        {initials(person.displayName)}
      </span>
      <span>
        {person.displayName}
        {suffix ? <span className={css.muted}> {suffix}</span> : null}
      </span>
    </span>
  );
}

/** The current time, ticking every `intervalMs` while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until `endsAt` (mm:ss); "Time is up" after it. */
export function PhaseCountdown({ endsAt, label = 'Time left' }: { endsAt: string | null; label?: string }) {
  const now = useNow();
  if (!endsAt) return <span className={css.muted}>No time limit</span>;
  const left = (Date.parse(endsAt) - now) / 1000;
  return (
    <span className={css.metaItem}>
      <Icon name="timer" size="sm" />
      {left > 0 ? (
        <span>
          <span className={css.srOnly}>{label}: </span>
          <span className={css.countdown} data-testid="countdown">
            {formatSeconds(left)}
          </span>
        </span>
      ) : (
        <span className={`${css.countdown} ${css.countdownLate}`} data-testid="countdown">
          Time is up
        </span>
      )}
    </span>
  );
}

/** "N of M submitted": counts only, never who. */
export function Progress({ done, total, label }: { done: number; total: number; label: string }) {
  const ratio = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div className={css.tightStack}>
      <span className={css.muted} data-testid="progress">
        {done} of {total} {label}
      </span>
      <div
        className={css.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div className={css.barFill} style={{ inlineSize: `${Math.round(ratio * 100)}%` }} />
      </div>
    </div>
  );
}
