/** The card's labels (the board's, in their colours) and members, each checked on or off. */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import { Avatar, Checkbox } from '@chorus/ui';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';
import { Section } from './Section';

export function CardLabels({
  card,
  labels,
  onToggle,
}: {
  card: Card;
  labels: Board['labels'];
  onToggle: (labelId: string) => void;
}) {
  const t = useT();
  return (
    <Section title={t('card.labels')}>
      <div className={css.choices}>
        {labels.map((label) => (
          <Checkbox
            key={label.id}
            label={
              <span className={css.label} data-class={label.class}>
                {label.name}
              </span>
            }
            checked={card.idLabels.includes(label.id)}
            onCheckedChange={() => onToggle(label.id)}
          />
        ))}
      </div>
    </Section>
  );
}

export function CardMembers({
  card,
  members,
  onToggle,
}: {
  card: Card;
  members: Board['members'];
  onToggle: (memberId: string) => void;
}) {
  const t = useT();
  return (
    <Section title={t('card.members')}>
      <div className={css.choices}>
        {members.map((member) => (
          <Checkbox
            key={member.id}
            label={
              <span className={css.member}>
                <Avatar src={member.avatar} name={member.name} size="xs" decorative />
                {member.name}
              </span>
            }
            checked={card.idMembers.includes(member.id)}
            onCheckedChange={() => onToggle(member.id)}
          />
        ))}
      </div>
    </Section>
  );
}
