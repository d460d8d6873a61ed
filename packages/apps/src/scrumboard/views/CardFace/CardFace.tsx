/**
 * A card's face on the board: its cover (when the board shows covers), labels, name, due date (overdue in
 * red, done-looking when every checklist item is checked), checklist progress (3/5), attachment and
 * comment counts, and members.
 */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import { Avatar, Icon, visuallyHidden } from '@chorus/ui';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';

/** The checklists' items done and in all. */
export function checklistProgress(card: Pick<Card, 'checklists'>): { done: number; total: number } {
  const items = card.checklists.flatMap((checklist) => checklist.checkItems);
  return { done: items.filter((item) => item.checked).length, total: items.length };
}

/** A due date before now. */
export const isOverdue = (due: string | null, now = Date.now()) => due !== null && Date.parse(due) < now;

export interface CardFaceProps {
  card: Card;
  board: Pick<Board, 'labels' | 'members' | 'settings'>;
  /** The drag handle, before the name. */
  handle?: ReactNode;
  onOpen?: (cardId: string) => void;
}

export function CardFace({ card, board, handle, onOpen }: CardFaceProps) {
  const t = useT();
  const cover = board.settings.cardCoverImages
    ? card.attachments.find((attachment) => attachment.id === card.idAttachmentCover && attachment.src)
    : undefined;
  const labels = board.labels.filter((label) => card.idLabels.includes(label.id));
  const members = board.members.filter((member) => card.idMembers.includes(member.id));
  const progress = checklistProgress(card);
  const comments = card.activities.filter((activity) => activity.type === 'comment').length;
  const overdue = isOverdue(card.due);
  const date = card.due ? formatDate(card.due, 'dayMonth') : '';
  return (
    <>
      {cover?.src ? <img className={css.cover} src={cover.src} alt="" /> : null}
      <div className={css.cardBody}>
        {handle}
        <div className={css.cardMain}>
          {labels.length > 0 ? (
            <ul className={css.labels} aria-label={t('card.labels')}>
              {labels.map((label) => (
                <li key={label.id} className={css.label} data-class={label.class}>
                  {label.name}
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className={css.cardOpen}
            aria-label={t('card.open', { name: card.name })}
            onClick={() => onOpen?.(card.id)}
          >
            {card.name}
          </button>
          <div className={css.badges}>
            {card.due ? (
              <span className={css.badge} data-tone={overdue ? 'critical' : undefined}>
                <Icon name="clock" size="sm" />
                <span aria-hidden>{date}</span>
                <span className={visuallyHidden}>
                  {overdue ? t('card.overdue', { date }) : t('card.due', { date })}
                </span>
              </span>
            ) : null}
            {progress.total > 0 ? (
              <span
                className={css.badge}
                data-tone={progress.done === progress.total ? 'positive' : undefined}
              >
                <Icon name="square-check" size="sm" />
                <span aria-hidden>
                  {progress.done}/{progress.total}
                </span>
                <span className={visuallyHidden}>{t('card.checklist', progress)}</span>
              </span>
            ) : null}
            {card.attachments.length > 0 ? (
              <span className={css.badge}>
                <Icon name="paperclip" size="sm" />
                <span aria-hidden>{card.attachments.length}</span>
                <span className={visuallyHidden}>
                  {t('card.attachments', { count: card.attachments.length })}
                </span>
              </span>
            ) : null}
            {comments > 0 ? (
              <span className={css.badge}>
                <Icon name="message-square" size="sm" />
                <span aria-hidden>{comments}</span>
                <span className={visuallyHidden}>{t('card.comments', { count: comments })}</span>
              </span>
            ) : null}
            {members.length > 0 ? (
              <ul className={css.members} aria-label={t('card.members')}>
                {members.map((member) => (
                  <li key={member.id}>
                    <Avatar src={member.avatar} name={member.name} size="xs" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
