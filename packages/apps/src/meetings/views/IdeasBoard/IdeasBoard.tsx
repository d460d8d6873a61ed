/**
 * Every idea, revealed at once, in this viewer's order. The host may hide an idea, saying why (every member
 * is told); its author still sees it, marked with the reason.
 */
import {
  HIDE_REASON_MAX_LENGTH,
  type IdeasResponse,
  type IdeaView,
  visibleText,
} from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form/FormDialog';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';

export interface IdeasBoardProps {
  data: IdeasResponse;
  /** The idea columns of the phase that wrote them (a retrospective's): each idea says its own, in their order. */
  columns?: readonly string[];
  /** The host sees hidden ideas (marked) and may hide or show them while the meeting is live. */
  isHost: boolean;
  canHide: boolean;
  /** Hiding carries the reason the host gave in the dialog; showing again has none. */
  onHide?: (id: string, hidden: boolean, reason?: string) => void;
  /** Grouping: each idea gets a checkbox. */
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}

export function IdeasBoard({
  data,
  columns = [],
  isHost,
  canHide,
  onHide,
  selectable,
  selected,
  onToggle,
}: IdeasBoardProps) {
  const t = useT();
  const [hiding, setHiding] = useState<IdeaView | null>(null);
  const shown = data.ideas.filter((idea) => isHost || idea.isMine || !idea.hidden);
  // Written in columns: the columns in their order (the viewer's order within each).
  const visible = columns.length ? [...shown].sort((a, b) => (a.column ?? 0) - (b.column ?? 0)) : shown;
  if (!data.revealed) {
    return (
      <p className={shared.muted} role="status">
        {t('board.notRevealed', { submitted: data.submittedCount, eligible: data.eligibleCount })}
      </p>
    );
  }
  if (visible.length === 0) return <p className={shared.muted}>{t('board.none')}</p>;
  const groupTitle = new Map(data.groups.map((group) => [group.id, group.title]));
  return (
    <>
      <ul className={css.ideaGrid} aria-label={t('board.label')}>
        {visible.map((idea) => {
          const theme = idea.groupId ? groupTitle.get(idea.groupId) : undefined;
          return (
            <li key={idea.id} className={idea.hidden ? `${css.ideaCard} ${css.hiddenIdea}` : css.ideaCard}>
              {selectable ? (
                <Checkbox
                  label={<span className={shared.text}>{idea.text}</span>}
                  checked={selected?.has(idea.id) ?? false}
                  onCheckedChange={() => onToggle?.(idea.id)}
                />
              ) : (
                <p className={shared.text}>{idea.text}</p>
              )}
              <Stack direction="row" wrap align="center" gap="sm">
                {idea.column !== null && columns[idea.column] ? (
                  <Tag tone="accent">{columns[idea.column]}</Tag>
                ) : null}
                <span className={shared.muted}>{idea.authorName ?? t('common.anonymous')}</span>
                {idea.isMine ? <Tag tone="accent">{t('common.yours')}</Tag> : null}
                {theme ? (
                  <Tag tone="info" icon="layers">
                    {theme}
                  </Tag>
                ) : null}
                {idea.hidden ? (
                  <Tag tone="warning" icon="eye-off">
                    {idea.hiddenReason
                      ? t('board.hiddenBecause', { reason: idea.hiddenReason })
                      : t('board.hidden')}
                  </Tag>
                ) : null}
                {canHide ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    aria-label={t(idea.hidden ? 'common.showIdea' : 'common.hideIdea', { text: idea.text })}
                    onClick={() => (idea.hidden ? onHide?.(idea.id, false) : setHiding(idea))}
                  >
                    {idea.hidden ? t('common.show') : t('common.hide')}
                  </Button>
                ) : null}
              </Stack>
            </li>
          );
        })}
      </ul>
      <HideIdeaDialog
        idea={hiding}
        onClose={() => setHiding(null)}
        onHide={(reason) => {
          if (hiding) onHide?.(hiding.id, true, reason);
          setHiding(null);
        }}
      />
    </>
  );
}

/** Asks the host why, and confirms: the reason is shown to every member ("hidden by the host: off-topic"). */
function HideIdeaDialog({
  idea,
  onClose,
  onHide,
}: {
  idea: IdeaView | null;
  onClose: () => void;
  onHide: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <FormDialog
      open={idea !== null}
      title={t('hide.title')}
      description={t('hide.description')}
      onClose={close}
      onSubmit={() => {
        const text = visibleText(reason);
        if (!text) return setError(t('hide.reasonRequired'));
        setReason('');
        setError(null);
        onHide(text);
      }}
      actions={
        <>
          <Button variant="outline" tone="neutral" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" tone="critical">
            {t('hide.submit')}
          </Button>
        </>
      }
    >
      <p className={shared.text}>{idea?.text}</p>
      <TextField
        label={t('hide.reason')}
        required
        maxLength={HIDE_REASON_MAX_LENGTH}
        helperText={t('hide.reasonHelp')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}
