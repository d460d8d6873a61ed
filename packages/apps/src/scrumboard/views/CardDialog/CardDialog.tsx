/**
 * A card, opened from the board: name, description, due date (overdue said and shown), the board's labels
 * in their colours, members, checklists (items added, checked, renamed and removed, a progress bar each),
 * attachments (an image can be the cover; a link added), comments, and subscribe. Each change hands the
 * whole changed card to `onChange` at once (card/update); Remove card asks first.
 */
import type { Board, Card } from '@chorus/mock-handlers/contracts';
import {
  Avatar,
  Button,
  Checkbox,
  DateInput,
  Dialog,
  DialogContent,
  Icon,
  IconButton,
  LinearProgress,
  Switch,
  TextArea,
  TextField,
} from '@chorus/ui';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { AddForm } from '../AddForm/AddForm';
import { readImageFile } from '../../../lib/imageFile';
import { useT } from '../../i18n';
import { isOverdue } from '../CardFace/CardFace';
import * as css from '../scrumboard.css';

export interface CardDialogProps {
  card: Card | undefined;
  board: Pick<Board, 'labels' | 'members'>;
  /** Who comments (the signed-in member of the board, or the board's first member). */
  memberId: string | undefined;
  onChange: (card: Card) => void;
  onRemove: (card: Card) => void;
  onClose: () => void;
}

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
const toInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fromInput = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null);
const toggled = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];

export function CardDialog({ card, onClose, ...rest }: CardDialogProps) {
  return (
    <Dialog open={card !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {card ? <CardForm key={card.id} card={card} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.dialogSection}>
      <h3 className={css.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** A text saved when the field is left (or Enter in a one-line field) if it changed and is not blank. */
function SavedText({
  value,
  label,
  multiline = false,
  required = true,
  onSave,
}: {
  value: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const save = () => {
    const next = multiline ? draft : draft.trim();
    if (next === value) return;
    if (required && !next.trim()) {
      setDraft(value);
      return;
    }
    onSave(next);
  };
  return multiline ? (
    <TextArea
      label={label}
      value={draft}
      rows={4}
      maxLength={5000}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
    />
  ) : (
    <TextField
      label={label}
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
    />
  );
}

function CardForm({
  card,
  board,
  memberId,
  onChange,
  onRemove,
}: Omit<CardDialogProps, 'card'> & { card: Card }) {
  const t = useT();
  const change = (patch: Partial<Card>) => onChange({ ...card, ...patch });
  const [comment, setComment] = useState('');
  const [newItem, setNewItem] = useState<Record<string, string>>({});
  const [addedChecklist, setAddedChecklist] = useState<string>();
  const [link, setLink] = useState('');
  const [imageError, setImageError] = useState<string>();
  const overdue = isOverdue(card.due);
  const comments = card.activities.filter((activity) => activity.type === 'comment');
  const memberName = (id: string) => board.members.find((member) => member.id === id)?.name ?? '';

  const setChecklists = (checklists: Card['checklists']) => change({ checklists });
  const addComment = () => {
    const message = comment.trim();
    if (!message || !memberId) return;
    change({
      activities: [
        {
          id: newId('activity'),
          type: 'comment',
          idMember: memberId,
          message,
          time: new Date().toISOString(),
        },
        ...card.activities,
      ],
    });
    setComment('');
  };
  const addLink = () => {
    const url = link.trim();
    if (!/^https?:\/\/\S+$/.test(url)) return;
    change({
      attachments: [
        ...card.attachments,
        { id: newId('attachment'), name: url, url, type: 'link', time: new Date().toISOString() },
      ],
    });
    setLink('');
  };

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImageFile(file);
    if ('error' in read)
      return setImageError(t(read.error === 'notImage' ? 'dialog.notImage' : 'dialog.imageTooLarge'));
    setImageError(undefined);
    change({
      attachments: [
        ...card.attachments,
        {
          id: newId('attachment'),
          name: read.name,
          src: read.url,
          type: 'image',
          time: new Date().toISOString(),
        },
      ],
    });
  };

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
            value={toInput(card.due)}
            onChange={(event) => change({ due: fromInput(event.target.value) })}
            helperText={overdue ? t('dialog.overdue') : undefined}
            error={undefined}
          />
          <Switch
            label={t('dialog.subscribed')}
            checked={card.subscribed}
            onCheckedChange={(subscribed) => change({ subscribed })}
          />
        </div>

        <Section title={t('card.labels')}>
          <div className={css.choices}>
            {board.labels.map((label) => (
              <Checkbox
                key={label.id}
                label={
                  <span className={css.label} data-class={label.class}>
                    {label.name}
                  </span>
                }
                checked={card.idLabels.includes(label.id)}
                onCheckedChange={() => change({ idLabels: toggled(card.idLabels, label.id) })}
              />
            ))}
          </div>
        </Section>

        <Section title={t('card.members')}>
          <div className={css.choices}>
            {board.members.map((member) => (
              <Checkbox
                key={member.id}
                label={
                  <span className={css.member}>
                    <Avatar src={member.avatar} name={member.name} size="xs" decorative />
                    {member.name}
                  </span>
                }
                checked={card.idMembers.includes(member.id)}
                onCheckedChange={() => change({ idMembers: toggled(card.idMembers, member.id) })}
              />
            ))}
          </div>
        </Section>

        <Section title={t('dialog.checklists')}>
          {card.checklists.map((checklist) => {
            const done = checklist.checkItems.filter((item) => item.checked).length;
            const total = checklist.checkItems.length;
            const setItems = (checkItems: typeof checklist.checkItems) =>
              setChecklists(
                card.checklists.map((entry) =>
                  entry.id === checklist.id ? { ...entry, checkItems } : entry,
                ),
              );
            return (
              <div key={checklist.id} className={css.checklist}>
                <div className={css.dialogRow}>
                  <h4 className={css.checklistTitle}>{checklist.name}</h4>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={t('dialog.removeChecklist', { name: checklist.name })}
                    icon={<Icon name="trash" size="sm" />}
                    onClick={() =>
                      setChecklists(card.checklists.filter((entry) => entry.id !== checklist.id))
                    }
                  />
                </div>
                <LinearProgress
                  value={total ? (done / total) * 100 : 0}
                  label={t('dialog.progress', { name: checklist.name })}
                  valueText={t('card.checklist', { done, total })}
                />
                <ul className={css.checkItems}>
                  {checklist.checkItems.map((item) => (
                    <li key={item.id} className={css.dialogRow}>
                      <Checkbox
                        label={item.name}
                        hideLabel
                        checked={item.checked}
                        onCheckedChange={(checked) =>
                          setItems(
                            checklist.checkItems.map((entry) =>
                              entry.id === item.id ? { ...entry, checked: checked === true } : entry,
                            ),
                          )
                        }
                      />
                      <div className={css.inlineField}>
                        <SavedText
                          label={t('dialog.itemName')}
                          value={item.name}
                          onSave={(name) =>
                            setItems(
                              checklist.checkItems.map((entry) =>
                                entry.id === item.id ? { ...entry, name } : entry,
                              ),
                            )
                          }
                        />
                      </div>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        label={t('dialog.removeItem', { name: item.name })}
                        icon={<Icon name="x" size="sm" />}
                        onClick={() => setItems(checklist.checkItems.filter((entry) => entry.id !== item.id))}
                      />
                    </li>
                  ))}
                </ul>
                <form
                  className={css.dialogRow}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const name = (newItem[checklist.id] ?? '').trim();
                    if (!name) return;
                    setItems([...checklist.checkItems, { id: newId('item'), name, checked: false }]);
                    setNewItem({ ...newItem, [checklist.id]: '' });
                  }}
                >
                  <TextField
                    className={css.inlineField}
                    label={t('dialog.addItem', { name: checklist.name })}
                    hideLabel
                    placeholder={t('dialog.newItem')}
                    maxLength={200}
                    autoFocus={checklist.id === addedChecklist}
                    value={newItem[checklist.id] ?? ''}
                    onChange={(event) => setNewItem({ ...newItem, [checklist.id]: event.target.value })}
                  />
                  <Button type="submit" size="sm" variant="outline">
                    {t('dialog.add')}
                  </Button>
                </form>
              </div>
            );
          })}
          <AddForm
            openLabel={t('dialog.addChecklist')}
            fieldLabel={t('dialog.checklistName')}
            confirmLabel={t('dialog.checklistConfirm')}
            cancelLabel={t('list.cancel')}
            size="sm"
            variant="outline"
            closeOnAdd
            onAdd={(name) => {
              const id = newId('checklist');
              setChecklists([...card.checklists, { id, name, checkItems: [] }]);
              // Focus goes to the new checklist's item field: typing on adds items, not a second checklist.
              setAddedChecklist(id);
            }}
          />
        </Section>

        <Section title={t('dialog.attachments')}>
          <ul className={css.checkItems}>
            {card.attachments.map((attachment) => (
              <li key={attachment.id} className={css.dialogRow}>
                {attachment.type === 'image' && attachment.src ? (
                  <img className={css.thumb} src={attachment.src} alt={attachment.name} />
                ) : (
                  <Icon name="paperclip" size="sm" />
                )}
                <span className={css.inlineField}>
                  {attachment.url ? (
                    <a href={attachment.url} target="_blank" rel="noreferrer noopener">
                      {attachment.name}
                    </a>
                  ) : (
                    attachment.name
                  )}
                  <span className={css.muted}> · {formatDateTime(attachment.time)}</span>
                </span>
                {attachment.type === 'image' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-pressed={card.idAttachmentCover === attachment.id}
                    onClick={() =>
                      change({
                        idAttachmentCover: card.idAttachmentCover === attachment.id ? '' : attachment.id,
                      })
                    }
                  >
                    {card.idAttachmentCover === attachment.id
                      ? t('dialog.removeCover')
                      : t('dialog.makeCover')}
                  </Button>
                ) : null}
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('dialog.removeAttachment', { name: attachment.name })}
                  icon={<Icon name="x" size="sm" />}
                  onClick={() =>
                    change({
                      attachments: card.attachments.filter((entry) => entry.id !== attachment.id),
                      idAttachmentCover:
                        card.idAttachmentCover === attachment.id ? '' : card.idAttachmentCover,
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <form
            className={css.dialogRow}
            onSubmit={(event) => {
              event.preventDefault();
              addLink();
            }}
          >
            <TextField
              className={css.inlineField}
              type="url"
              label={t('dialog.link')}
              hideLabel
              placeholder={t('dialog.linkPlaceholder')}
              maxLength={2000}
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
            <Button type="submit" size="sm" variant="outline">
              {t('dialog.addLink')}
            </Button>
          </form>
          <TextField
            type="file"
            accept="image/*"
            label={t('dialog.addImage')}
            helperText={t('dialog.addImageHelp')}
            error={imageError}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void addImage(file);
            }}
          />
        </Section>

        <Section title={t('dialog.comments')}>
          <form
            className={css.dialogRow}
            onSubmit={(event) => {
              event.preventDefault();
              addComment();
            }}
          >
            <TextField
              className={css.inlineField}
              label={t('dialog.comment')}
              hideLabel
              placeholder={t('dialog.comment')}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={!comment.trim() || !memberId}>
              {t('dialog.send')}
            </Button>
          </form>
          <ul className={css.checkItems}>
            {comments.map((activity) => (
              <li key={activity.id} className={css.comment}>
                <strong>{memberName(activity.idMember)}</strong>{' '}
                <span className={css.muted}>{formatDateTime(activity.time)}</span>
                <p className={css.commentText}>{activity.message}</p>
              </li>
            ))}
          </ul>
        </Section>

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
