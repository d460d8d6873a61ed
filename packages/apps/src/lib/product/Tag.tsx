/** Soft badges the initiatives and meetings screens share: statuses, protections, "Yours". */
import type { InitiativeStatus, MeetingStatus } from '@chorus/mock-handlers/contracts';
import { Badge, Icon, type IconName, type Tone } from '@chorus/ui';
import type { ReactNode } from 'react';
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

const meetingStatus: Record<MeetingStatus, { tone: Tone; label: string; icon: IconName }> = {
  live: { tone: 'positive', label: 'Live', icon: 'video' },
  scheduled: { tone: 'info', label: 'Scheduled', icon: 'calendar' },
  ended: { tone: 'neutral', label: 'Ended', icon: 'check' },
};

export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  const { tone, label, icon } = meetingStatus[status];
  return (
    <Tag tone={tone} icon={icon}>
      {label}
    </Tag>
  );
}

export function InitiativeStatusTag({ status }: { status: InitiativeStatus }) {
  return (
    <Tag tone={status === 'active' ? 'positive' : 'neutral'}>
      {status === 'active' ? 'Active' : 'Archived'}
    </Tag>
  );
}
