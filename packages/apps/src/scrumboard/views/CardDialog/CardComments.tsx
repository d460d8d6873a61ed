/** The card's comments: a field that sends one (the newest goes on top), then each with its author and time. */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import { Button, TextField } from '@chorus/ui';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';
import { Section } from './Section';
import type { CardFormState } from './useCardForm';

export function CardComments({
  card,
  members,
  comments,
}: {
  card: Card;
  members: Board['members'];
  comments: CardFormState['comments'];
}) {
  const t = useT();
  const memberName = (id: string) => members.find((member) => member.id === id)?.name ?? '';
  return (
    <Section title={t('dialog.comments')}>
      <form
        className={css.dialogRow}
        onSubmit={(event) => {
          event.preventDefault();
          comments.send();
        }}
      >
        <TextField
          className={css.inlineField}
          label={t('dialog.comment')}
          hideLabel
          placeholder={t('dialog.comment')}
          maxLength={2000}
          value={comments.draft}
          onChange={(event) => comments.setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!comments.canSend}>
          {t('dialog.send')}
        </Button>
      </form>
      <ul className={css.checkItems}>
        {card.activities
          .filter((activity) => activity.type === 'comment')
          .map((activity) => (
            <li key={activity.id} className={css.comment}>
              <strong>{memberName(activity.idMember)}</strong>{' '}
              <span className={css.muted}>{formatDateTime(activity.time)}</span>
              <p className={css.commentText}>{activity.message}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
}
