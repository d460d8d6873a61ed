/** The meeting's agenda (its phases, the current one marked) and a phase's state: pure views. */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { Card, Icon, visuallyHidden } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import * as css from '../meetings.css';
import { useT } from './i18n';
import { phaseTypeIcon } from './meetingTexts';
import { PhaseCountdown } from './parts';

export function AgendaList({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  return (
    <ol className={css.agenda} aria-label={t('agenda.title')}>
      {meeting.phases.map((phase, index) => (
        <li
          key={phase.id}
          className={`${css.agendaItem} ${phase.status === 'active' ? css.agendaCurrent : phase.status === 'closed' ? css.agendaDone : ''}`}
          aria-current={phase.status === 'active' ? 'step' : undefined}
        >
          <Icon name={phase.status === 'closed' ? 'circle-check' : phaseTypeIcon[phase.type]} size="sm" />
          <span>{t('agenda.item', { number: index + 1, title: phase.title })}</span>
          {phase.status === 'active' ? <span className={visuallyHidden}>{t('agenda.now')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The agenda in a card of its own (the live room, the waiting room, the ended meeting). */
export function AgendaPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  return (
    <Card as="section" className={shared.panel} aria-labelledby="agenda-title">
      <h2 className={shared.panelTitle} id="agenda-title">
        {t('agenda.title')}
      </h2>
      <AgendaList meeting={meeting} />
    </Card>
  );
}

/** The countdown of a running phase; "Revealed at 10:42" once writing has been revealed; else "Closed". */
export function PhaseState({ phase }: { phase: PhaseView }) {
  const t = useT();
  if (phase.revealedAt) {
    return (
      <Tag tone="positive" icon="eye">
        {t('live.revealedAt', { time: formatDate(phase.revealedAt, 'time') })}
      </Tag>
    );
  }
  return phase.status === 'active' ? <PhaseCountdown endsAt={phase.endsAt} /> : <Tag>{t('live.closed')}</Tag>;
}
