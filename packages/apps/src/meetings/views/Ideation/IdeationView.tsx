/**
 * Silent ideation, as the viewer sees it: their own ideas (private until the reveal), the count of
 * people who wrote, and "I'm done writing". Props in, callbacks out.
 */
import type { Anonymity, IdeaView } from '@chorus/mock-handlers/contracts';
import { Button, Icon, IconButton, Stack } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
import { Progress } from '../parts';
import { IdeaEditor, type IdeaValues } from './IdeaEditor';

export interface IdeationViewProps {
  /** The viewer's own ideas (the only ones anyone gets before the reveal). */
  ideas: readonly IdeaView[];
  /** null while too few have voted to count aloud (MIN_COUNTED_VOTERS). */
  submittedCount: number | null;
  eligibleCount: number;
  readyCount: number;
  anonymity: Anonymity;
  /** The phase's idea columns; empty: one list. */
  columns?: readonly string[];
  /** The phase is open and the viewer takes part. */
  canWrite: boolean;
  /**
   * The phase's time is up (the bell rang; the host may add time): the form stays, with what was typed, but
   * takes nothing more, and says so.
   */
  timeUp?: boolean;
  /** The viewer is the host or an attendee (a member who is not invited only follows). */
  canContribute: boolean;
  viewerReady: boolean;
  /** New ideas kept on this device, not saved yet (the server could not be reached): sent again by themselves. */
  unsaved?: readonly { id: string; text: string; showName: boolean }[];
  /** The idea being deleted, if any. */
  deletingId?: string;
  onAdd: (values: IdeaValues) => Promise<unknown>;
  onEdit: (id: string, values: IdeaValues) => Promise<unknown>;
  onDelete: (id: string) => void;
  onReadyChange: (ready: boolean) => void;
}

export function IdeationView({
  ideas,
  submittedCount,
  eligibleCount,
  readyCount,
  anonymity,
  columns = [],
  canWrite,
  timeUp = false,
  canContribute,
  viewerReady,
  deletingId,
  unsaved = [],
  onAdd,
  onEdit,
  onDelete,
  onReadyChange,
}: IdeationViewProps) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const showNameOption = anonymity === 'optInNames';
  // An idea the server took meanwhile is in `ideas` already.
  const waiting = unsaved.filter((entry) => !ideas.some((idea) => idea.id === entry.id));
  const count = ideas.length + waiting.length;
  return (
    <Stack gap="md" minInlineSize={0}>
      <Progress done={submittedCount} total={eligibleCount} kind="submitted" />
      <p className={`${shared.muted} ${shared.metaItem}`}>
        <Icon name="lock" size="xs" /> {t('ideation.private')} {t(`ideation.privacy.${anonymity}`)}
      </p>
      {canWrite && timeUp ? (
        <p className={`${shared.text} ${shared.metaItem}`} role="status" data-testid="time-up">
          <Icon name="clock" size="sm" /> {t('ideation.timeUp')}
        </p>
      ) : null}
      {canWrite ? (
        <IdeaEditor
          label={t('ideation.yourIdea')}
          showNameOption={showNameOption}
          columns={columns}
          submitLabel={t('ideation.add')}
          closed={timeUp}
          onSubmit={onAdd}
        />
      ) : canContribute ? null : (
        <p className={shared.muted}>{t('ideation.notInvited')}</p>
      )}
      <Stack as="section" gap="xs" minInlineSize={0} aria-labelledby="my-ideas-title">
        <h3 id="my-ideas-title" className={shared.subheading}>
          {t('ideation.heading', { count })}
        </h3>
        {count === 0 ? <p className={shared.muted}>{t('ideation.none')}</p> : null}
        <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('ideation.list')}>
          {ideas.map((idea) => (
            <li key={idea.id} className={css.ideaCard}>
              {editing === idea.id ? (
                <IdeaEditor
                  initial={{ text: idea.text, showName: idea.showName, column: idea.column ?? undefined }}
                  label={t('ideation.editLabel')}
                  showNameOption={showNameOption}
                  columns={columns}
                  submitLabel={t('common.save')}
                  onSubmit={(values) => onEdit(idea.id, values).then(() => setEditing(null))}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className={shared.text}>{idea.text}</p>
                  <Stack direction="row" wrap align="center" justify="between" gap="sm">
                    <Stack direction="row" wrap align="center" gap="xs">
                      {idea.column !== null && columns[idea.column] ? (
                        <Tag tone="accent">{columns[idea.column]}</Tag>
                      ) : null}
                      <Tag tone={idea.showName ? 'info' : 'neutral'} icon={idea.showName ? 'eye' : 'eye-off'}>
                        {idea.showName ? t('ideation.showsName') : t('common.anonymous')}
                      </Tag>
                    </Stack>
                    {canWrite && !timeUp ? (
                      <Stack direction="row" wrap align="center" gap="sm">
                        <IconButton
                          size="sm"
                          icon={<Icon name="pencil" size="sm" />}
                          tooltip={t('ideation.edit')}
                          onClick={() => setEditing(idea.id)}
                          label={t('ideation.editIdea', { text: idea.text })}
                        />
                        <IconButton
                          size="sm"
                          tone="critical"
                          icon={<Icon name="trash" size="sm" />}
                          tooltip={t('common.delete')}
                          loading={deletingId === idea.id}
                          onClick={() => onDelete(idea.id)}
                          label={t('ideation.deleteIdea', { text: idea.text })}
                        />
                      </Stack>
                    ) : null}
                  </Stack>
                </>
              )}
            </li>
          ))}
          {waiting.map((entry) => (
            <li key={entry.id} className={css.ideaCard} data-state="unsaved">
              <p className={shared.text}>{entry.text}</p>
              <Stack direction="row" wrap align="center" gap="sm">
                <Tag tone="warning" icon="clock">
                  {t('outbox.notSaved')}
                </Tag>
                <Tag tone={entry.showName ? 'info' : 'neutral'} icon={entry.showName ? 'eye' : 'eye-off'}>
                  {entry.showName ? t('ideation.showsName') : t('common.anonymous')}
                </Tag>
              </Stack>
            </li>
          ))}
        </Stack>
      </Stack>
      {canWrite ? (
        <Stack direction="row" wrap align="center" justify="between" gap="sm">
          <span className={shared.muted}>
            {t('ideation.doneCount', { ready: readyCount, total: eligibleCount })}
          </span>
          <Button
            variant={viewerReady ? 'soft' : 'outline'}
            startIcon={<Icon name="check" size="sm" />}
            onClick={() => onReadyChange(!viewerReady)}
            aria-pressed={viewerReady}
          >
            {viewerReady ? t('ideation.doneUndo') : t('ideation.done')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
