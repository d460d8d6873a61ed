/** Equal turns, in random order, the host last: speak, then hand over, or pass. Props in, callbacks out. */
import type { TurnStatus, TurnView } from '@chorus/mock-handlers/contracts';
import { Button, Icon, Stack, type Tone } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
import { PhaseCountdown } from '../parts';

export interface RoundRobinViewProps {
  /** The queue; null until the phase starts. */
  turn: TurnView | null;
  /** The meeting is live (the queue moves only then). */
  live: boolean;
  pending?: boolean;
  /** Moves the queue on: `passed` when the speaker passes. */
  onNext: (passed: boolean) => void;
}

const turnTone: Record<TurnStatus, Tone> = {
  waiting: 'neutral',
  speaking: 'positive',
  passed: 'warning',
  spoke: 'neutral',
};

export function RoundRobinView({ turn, live, pending, onNext }: RoundRobinViewProps) {
  const t = useT();
  if (!turn) return <p className={shared.muted}>{t('turn.notStarted')}</p>;
  const current = turn.queue[turn.currentIndex];
  const viewerSpeaks = current?.isViewer ?? false;
  return (
    <Stack gap="md" minInlineSize={0}>
      {turn.finished ? (
        <p role="status">{t('turn.finished')}</p>
      ) : (
        <Stack direction="row" wrap align="center" justify="between" gap="sm" role="status">
          <span>
            {viewerSpeaks ? (
              <strong>{t('turn.yours')}</strong>
            ) : (
              t.rich(
                'turn.now',
                { strong: (name) => <strong>{name}</strong> },
                { name: current?.displayName ?? '' },
              )
            )}
          </span>
          {turn.turnEndsAt ? <PhaseCountdown endsAt={turn.turnEndsAt} label={t('turn.timeLeft')} /> : null}
        </Stack>
      )}
      <ol className={css.agenda} aria-label={t('turn.order')}>
        {turn.queue.map((entry, index) => (
          <li
            key={entry.userId}
            aria-current={index === turn.currentIndex && !turn.finished ? 'step' : undefined}
            className={`${css.agendaItem} ${index === turn.currentIndex ? css.agendaCurrent : entry.status === 'waiting' ? '' : css.agendaDone}`}
          >
            <span>{index + 1}.</span>
            <span>{entry.isViewer ? t('turn.viewer', { name: entry.displayName }) : entry.displayName}</span>
            <Tag tone={turnTone[entry.status]}>{t(`turn.${entry.status}`)}</Tag>
          </li>
        ))}
      </ol>
      {!turn.finished && turn.viewerCanAdvance && live ? (
        <Stack direction="row" wrap align="center" gap="sm">
          <Button startIcon={<Icon name="check" size="sm" />} loading={pending} onClick={() => onNext(false)}>
            {viewerSpeaks ? t('turn.doneSpeaking') : t('turn.next')}
          </Button>
          {viewerSpeaks ? (
            <Button variant="outline" tone="neutral" onClick={() => onNext(true)}>
              {t('turn.pass')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
