/** Small pieces shared by the initiatives and meetings screens, composed from @chorus/ui. */
import type { MeetingStatus, Person } from '@chorus/mock-handlers/contracts';
import { ApiError } from '@chorus/shell';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  DialogClose,
  DialogFooter,
  EmptyState,
  Icon,
  type IconName,
  LinearProgress,
  Loading,
  Text,
  type Tone,
  useCountdown,
} from '@chorus/ui';
import type { ReactNode } from 'react';
import { errorText } from '../meetings.api';
import * as css from '../meetings.css';

/** A soft badge with an optional leading icon: statuses, protections, "Yours". */
export function Tag({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: Tone;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <Badge tone={tone} variant="soft" className={css.tag}>
      {icon ? <Icon name={icon} size="xs" /> : null}
      {children}
    </Badge>
  );
}

const statusTone: Record<MeetingStatus, Tone> = { live: 'positive', scheduled: 'info', ended: 'neutral' };
const statusLabel: Record<MeetingStatus, string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended' };
const statusIcon: Record<MeetingStatus, IconName> = { live: 'video', scheduled: 'calendar', ended: 'check' };

export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  return (
    <Tag tone={statusTone[status]} icon={statusIcon[status]}>
      {statusLabel[status]}
    </Tag>
  );
}

/** Loading, error (with Try again) and empty states of a query, from the kit. */
export function QueryState({
  status,
  message,
  icon = 'info',
  onRetry,
}: {
  status: 'loading' | 'error' | 'empty';
  message: string;
  icon?: IconName;
  onRetry?: () => void;
}) {
  if (status === 'loading') return <Loading label={message} />;
  if (status === 'error') {
    return (
      <Alert
        tone="critical"
        title="Something went wrong"
        action={
          onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      >
        {message}
      </Alert>
    );
  }
  return (
    <EmptyState
      data-testid="empty-state"
      icon={<Icon name={icon} size="xl" tone="muted" />}
      title={message}
      titleAs="p"
    />
  );
}

/**
 * The states of a details page's query before its data: not found (no id, or 404: a non-member never learns
 * the item exists), loading, or an error with Try again. Null once the data is there.
 */
export function detailQueryState(
  id: string,
  detail: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
  { noun, icon, notFound }: { noun: string; icon: IconName; notFound: string },
): ReactNode {
  if (!id || (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)) {
    return <QueryState status="empty" icon={icon} message={notFound} />;
  }
  if (detail.isPending) return <QueryState status="loading" message={`Loading the ${noun}…`} />;
  if (detail.isError) {
    return (
      <QueryState
        status="error"
        message={`Could not load the ${noun}: ${errorText(detail.error)}`}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return null;
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

export function PersonBadge({ person, suffix }: { person: Pick<Person, 'displayName'>; suffix?: string }) {
  return (
    <span className={css.metaItem}>
      <Avatar name={person.displayName} fallback="initials" size="sm" decorative />
      <span>
        {person.displayName}
        {suffix ? <Text tone="muted"> {suffix}</Text> : null}
      </span>
    </span>
  );
}

/** mm:ss (hours folded into the minutes: a phase rarely runs an hour). */
function clock(total: number): string {
  const seconds = Math.max(0, Math.round(total / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until `endsAt` as mm:ss, ticking through the kit's useCountdown; "Time is up" after it. */
export function PhaseCountdown({ endsAt, label = 'Time left' }: { endsAt: string | null; label?: string }) {
  const left = useCountdown(endsAt ?? Date.now());
  if (!endsAt) return <Text tone="muted">No time limit</Text>;
  return (
    <span className={css.metaItem}>
      <Icon name="timer" size="sm" />
      <span
        role="timer"
        aria-label={label}
        className={left.isComplete ? `${css.countdown} ${css.countdownLate}` : css.countdown}
        data-testid="countdown"
      >
        {left.isComplete ? 'Time is up' : clock(left.total)}
      </span>
    </span>
  );
}

/** "N of M submitted": counts only, never who. */
export function Progress({ done, total, label }: { done: number; total: number; label: string }) {
  const text = `${done} of ${total} ${label}`;
  return (
    <div className={css.tightStack}>
      <Text tone="muted" size="sm" data-testid="progress">
        {text}
      </Text>
      <LinearProgress value={done} max={Math.max(total, 1)} label={label} valueText={text} />
    </div>
  );
}

/** A form dialog's footer: Cancel closes the dialog, the submit button sends the form. */
export function SubmitFooter({ submitLabel, pending }: { submitLabel: string; pending?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose>
        <Button type="button" variant="ghost" tone="neutral">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
