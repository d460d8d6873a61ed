/**
 * A card, opened from the board: name, description, due date (overdue said and shown), the board's labels
 * in their colours, members, checklists (items added, checked, renamed and removed, a progress bar each),
 * attachments (an image can be the cover; a link added), comments, and subscribe. Each change hands the
 * whole changed card to `onChange` at once (card/update); Remove card asks first. The form's state is
 * `useCardForm`; each part of the card is its own view (CardLabels, CardMembers, CardChecklists,
 * CardAttachments, CardComments).
 */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import { Button, DateInput, Dialog, DialogContent, Icon, Switch } from '@chorus/ui';
import { useT } from '../../i18n';
import { isOverdue } from '../CardFace/CardFace';
import * as css from '../scrumboard.css';
import { CardAttachments } from './CardAttachments';
import { CardChecklists } from './CardChecklists';
import { CardLabels, CardMembers } from './CardChoices';
import { CardComments } from './CardComments';
import { fromDateInput, toDateInput } from './cardEdits';
import { SavedText } from './SavedText';
import { useCardForm } from './useCardForm';

export interface CardDialogProps {
  card: Card | undefined;
  board: Pick<Board, 'labels' | 'members'>;
  /** Who comments (the signed-in member of the board, or the board's first member). */
  memberId: string | undefined;
  onChange: (card: Card) => void;
  onRemove: (card: Card) => void;
  onClose: () => void;
}

export function CardDialog({ card, onClose, ...rest }: CardDialogProps) {
  return (
    <Dialog open={card !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {card ? <CardForm key={card.id} card={card} {...rest} /> : null}
    </Dialog>
  );
}

function CardForm({
  card,
  board,
  memberId,
  onChange,
  onRemove,
}: Omit<CardDialogProps, 'card' | 'onClose'> & { card: Card }) {
  const t = useT();
  const form = useCardForm({ card, memberId, onChange });
  const { change } = form;
  return (
    <DialogContent title={card.name} description={null} size="lg">
      <div className={css.dialogBody}>
        <SavedText label={t('dialog.name')} value={card.name} onSave={(name) => change({ name })} />
        <SavedText
          label={t('dialog.description')}
          value={card.description}
          multiline
          required={false}
          onSave={(description) => change({ description })}
        />
        <div className={css.dialogRow}>
          <DateInput
            label={t('dialog.due')}
            value={toDateInput(card.due)}
            onChange={(event) => change({ due: fromDateInput(event.target.value) })}
            helperText={isOverdue(card.due) ? t('dialog.overdue') : undefined}
            error={undefined}
          />
          <Switch
            label={t('dialog.subscribed')}
            checked={card.subscribed}
            onCheckedChange={(subscribed) => change({ subscribed })}
          />
        </div>
        <CardLabels card={card} labels={board.labels} onToggle={form.toggleLabel} />
        <CardMembers card={card} members={board.members} onToggle={form.toggleMember} />
        <CardChecklists card={card} checklists={form.checklists} />
        <CardAttachments card={card} attachments={form.attachments} />
        <CardComments card={card} members={board.members} comments={form.comments} />
        <div>
          <Button
            tone="critical"
            variant="outline"
            startIcon={<Icon name="trash" size="sm" />}
            onClick={() => onRemove(card)}
          >
            {t('dialog.remove')}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
