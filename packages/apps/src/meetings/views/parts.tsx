/** Small pieces of the meeting screens, composed from @chorus/ui. */
import { MIN_COUNTED_VOTERS } from '@chorus/mock-handlers/contracts';
import { Icon, LinearProgress, Stack, Text, useCountdown } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import * as css from '../meetings.css';
import { type MessageKey, useT } from './i18n';

/** mm:ss (hours folded into the minutes: a phase rarely runs an hour). */
function clock(total: number): string {
  const seconds = Math.max(0, Math.round(total / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until `endsAt` as mm:ss, ticking through the kit's useCountdown; "Time is up" after it. */
export function PhaseCountdown({ endsAt, label }: { endsAt: string | null; label?: string }) {
  const t = useT();
  const left = useCountdown(endsAt ?? Date.now());
  if (!endsAt) return <Text tone="muted">{t('countdown.none')}</Text>;
  return (
    <span className={shared.metaItem}>
      <Icon name="timer" size="sm" />
      <span
        role="timer"
        aria-label={label ?? t('countdown.label')}
        className={left.isComplete ? `${css.countdown} ${css.countdownLate}` : css.countdown}
        data-testid="countdown"
      >
        {left.isComplete ? t('countdown.up') : clock(left.total)}
      </span>
    </span>
  );
}

/** "N of M submitted": counts only, never who. */
export function Progress({
  done,
  total,
  kind,
}: {
  done: number | null;
  total: number;
  kind: 'submitted' | 'voted' | 'responded';
}) {
  const t = useT();
  if (done === null) {
    // Fewer than MIN_COUNTED_VOTERS: a count would tell who has voted.
    return (
      <Text tone="muted" size="sm" data-testid="progress">
        {t(`progress.${kind}.few`, { min: MIN_COUNTED_VOTERS })}
      </Text>
    );
  }
  const text = t(`progress.${kind}`, { done, total });
  return (
    <Stack gap="xs" minInlineSize={0}>
      <Text tone="muted" size="sm" data-testid="progress">
        {text}
      </Text>
      <LinearProgress
        value={done}
        max={Math.max(total, 1)}
        label={t(`progress.${kind}.label`)}
        valueText={text}
      />
    </Stack>
  );
}

/** "Not saved yet" beside a write the outbox keeps on this device until the server answers, and what waits. */
export function UnsavedMark({ waiting }: { waiting: MessageKey }) {
  const t = useT();
  return (
    <span className={shared.metaItem} data-state="unsaved">
      <Tag tone="warning" icon="clock">
        {t('outbox.notSaved')}
      </Tag>{' '}
      <span className={shared.muted}>{t(waiting)}</span>
    </span>
  );
}
