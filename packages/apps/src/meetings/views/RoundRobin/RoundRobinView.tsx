/** Equal turns, in random order, the host last: speak, then hand over, or pass. Props in, callbacks out. */
import type { TurnStatus, TurnView } from '@chorus/mock-handlers/contracts';
import { Button, Icon, Stack, type Tone } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
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

const turnTag: Record<TurnStatus, { tone: Tone; label: string }> = {
  waiting: { tone: 'neutral', label: 'Waiting' },
  speaking: { tone: 'positive', label: 'Speaking' },
  passed: { tone: 'warning', label: 'Passed' },
  spoke: { tone: 'neutral', label: 'Spoke' },
};

export function RoundRobinView({ turn, live, pending, onNext }: RoundRobinViewProps) {
  if (!turn) return <p className={shared.muted}>The speaking order appears when this phase starts.</p>;
  const current = turn.queue[turn.currentIndex];
  const viewerSpeaks = current?.isViewer ?? false;
  return (
    <Stack gap="md" minInlineSize={0}>
      {turn.finished ? (
        <p role="status">Everyone has had their turn.</p>
      ) : (
        <Stack direction="row" wrap align="center" justify="between" gap="sm" role="status">
          <span>
            {viewerSpeaks ? (
              <strong>It is your turn to speak.</strong>
            ) : (
              <>
                Speaking now: <strong>{current?.displayName}</strong>
              </>
            )}
          </span>
          {turn.turnEndsAt ? (
            <PhaseCountdown endsAt={turn.turnEndsAt} label="Time left in this turn" />
          ) : null}
        </Stack>
      )}
      <ol className={css.agenda} aria-label="Speaking order">
        {turn.queue.map((entry, index) => (
          <li
            key={entry.userId}
            aria-current={index === turn.currentIndex && !turn.finished ? 'step' : undefined}
            className={`${css.agendaItem} ${index === turn.currentIndex ? css.agendaCurrent : entry.status === 'waiting' ? '' : css.agendaDone}`}
          >
            <span>{index + 1}.</span>
            <span>
              {entry.displayName}
              {entry.isViewer ? ' (you)' : ''}
            </span>
            <Tag tone={turnTag[entry.status].tone}>{turnTag[entry.status].label}</Tag>
          </li>
        ))}
      </ol>
      {!turn.finished && turn.viewerCanAdvance && live ? (
        <Stack direction="row" wrap align="center" gap="sm">
          <Button startIcon={<Icon name="check" size="sm" />} loading={pending} onClick={() => onNext(false)}>
            {viewerSpeaks ? "I'm done speaking" : 'Next speaker'}
          </Button>
          {viewerSpeaks ? (
            <Button variant="outline" tone="neutral" onClick={() => onNext(true)}>
              I pass
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
