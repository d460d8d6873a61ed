/** Soft badges the initiatives and meetings screens share: statuses, protections, "Yours". */
import type { InitiativeStatus, MeetingStatus } from '@chorus/mock-handlers/contracts';
import { Badge, Icon, type IconName, type Tone } from '@chorus/ui';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import * as css from './product.css';

/** A soft badge with an optional leading icon. */
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

const meetingStatus: Record<MeetingStatus, { tone: Tone; icon: IconName }> = {
  live: { tone: 'positive', icon: 'video' },
  scheduled: { tone: 'info', icon: 'calendar' },
  ended: { tone: 'neutral', icon: 'check' },
};

export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  const t = useT();
  const { tone, icon } = meetingStatus[status];
  return (
    <Tag tone={tone} icon={icon}>
      {t(`meetingStatus.${status}`)}
    </Tag>
  );
}

export function InitiativeStatusTag({ status }: { status: InitiativeStatus }) {
  const t = useT();
  return <Tag tone={status === 'active' ? 'positive' : 'neutral'}>{t(`initiativeStatus.${status}`)}</Tag>;
}
