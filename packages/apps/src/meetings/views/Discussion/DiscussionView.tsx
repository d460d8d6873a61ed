/**
 * The discussion: each theme with its ideas, its shared notes and its action items (what, who, by when),
 * then what belongs to no theme. Anyone taking part adds notes and action items while the meeting is live.
 * Props in, callbacks out.
 */
import type { Discussion, IdeasResponse, IdeaView, Person } from '@chorus/mock-handlers/contracts';
import { Button, DateInput, fieldProps, Select, Stack, TextField, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../Grouping/grouping.css';
import { themesWithIdeas } from '../Grouping/themes';
import { t, useT } from '../i18n';
import { ActionLine } from '../Series/ActionLine';

export interface NewNote {
  groupId: string | null;
  text: string;
}
export interface NewActionItem extends NewNote {
  ownerId: string | null;
  dueOn: string | null;
}

export interface UnsavedNote extends NewNote {
  id: string;
}

export interface DiscussionViewProps {
  /** The ideas and themes discussed; null: the meeting writes no ideas (its agenda has no Write alone phase). */
  ideas: IdeasResponse | null;
  discussion: Discussion;
  /** Who may own an action item: the host and the attendees. */
  participants: readonly Person[];
  isHost: boolean;
  /** The meeting is live and the viewer takes part. */
  canWrite: boolean;
  /** New notes kept on this device, not saved yet (the server could not be reached): sent again by themselves. */
  unsavedNotes?: readonly UnsavedNote[];
  /**
   * Each resolves once saved or kept on this device (its form then clears), or rejects (the screen says why).
   */
  onAddNote: (note: NewNote) => Promise<unknown>;
  onAddActionItem: (item: NewActionItem) => Promise<unknown>;
}

export function DiscussionView({ ideas, discussion, isHost, ...rest }: DiscussionViewProps) {
  const t = useT();
  const { themes, ungrouped } = ideas ? themesWithIdeas(ideas, isHost) : { themes: [], ungrouped: [] };
  return (
    <Stack gap="md" minInlineSize={0}>
      {ideas && themes.length === 0 ? <p className={shared.muted}>{t('discussion.noThemes')}</p> : null}
      {themes.map(({ theme, ideas: inTheme }) => (
        <ThemeDiscussion
          key={theme.id}
          {...rest}
          discussion={discussion}
          groupId={theme.id}
          title={theme.title}
          ideas={inTheme}
        />
      ))}
      <ThemeDiscussion
        {...rest}
        discussion={discussion}
        groupId={null}
        title={t(!ideas ? 'discussion.meeting' : themes.length ? 'discussion.other' : 'discussion.ideas')}
        ideas={ideas ? ungrouped : null}
      />
    </Stack>
  );
}

function ThemeDiscussion({
  discussion,
  groupId,
  title,
  ideas,
  participants,
  canWrite,
  unsavedNotes = [],
  onAddNote,
  onAddActionItem,
}: Omit<DiscussionViewProps, 'ideas' | 'isHost'> & {
  groupId: string | null;
  title: string;
  /** Null: the meeting writes no ideas (nothing to count). */
  ideas: IdeaView[] | null;
}) {
  const t = useT();
  const headingId = `discuss-${groupId ?? 'meeting'}`;
  const notes = discussion.notes.filter((note) => note.groupId === groupId);
  // A note the server took meanwhile is in `notes` already.
  const waiting = unsavedNotes.filter(
    (entry) => entry.groupId === groupId && !discussion.notes.some((note) => note.id === entry.id),
  );
  const items = discussion.actionItems.filter((item) => item.groupId === groupId);
  return (
    <section className={css.column} aria-labelledby={headingId}>
      <Stack direction="row" align="center" gap="xs">
        <h3 className={css.columnTitle} id={headingId}>
          {title}
        </h3>
        {ideas ? <Tag tone="info">{t('common.ideas', { count: ideas.length })}</Tag> : null}
      </Stack>
      {ideas?.length ? (
        <ul className={css.notes} aria-label={t('common.ideasIn', { title })}>
          {ideas.map((idea) => (
            <li key={idea.id} className={css.note}>
              <p className={shared.text}>{idea.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <h4 className={shared.subheading}>{t('discussion.notes')}</h4>
      {notes.length || waiting.length ? (
        <ul className={shared.bareList} aria-label={t('discussion.notesOn', { title })}>
          {notes.map((note) => (
            <li key={note.id} className={shared.text}>
              {note.text}
            </li>
          ))}
          {waiting.map((entry) => (
            <li key={entry.id} data-state="unsaved">
              <Stack direction="row" wrap align="center" gap="xs">
                <span className={shared.text}>{entry.text}</span>
                <Tag tone="warning" icon="clock">
                  {t('outbox.notSaved')}
                </Tag>
              </Stack>
            </li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{t('discussion.noNotes')}</p>
      )}
      {canWrite ? <NoteForm title={title} onAdd={(text) => onAddNote({ groupId, text })} /> : null}
      <h4 className={shared.subheading}>{t('discussion.actionItems')}</h4>
      {items.length ? (
        <ul className={shared.bareList} aria-label={t('discussion.itemsOf', { title })}>
          {items.map((item) => (
            <li key={item.id}>
              <ActionLine item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{t('discussion.noItems')}</p>
      )}
      {canWrite ? (
        <ActionItemForm
          title={title}
          participants={participants}
          onAdd={(item) => onAddActionItem({ groupId, ...item })}
        />
      ) : null}
    </section>
  );
}

/** A note's and an action item's forms: the error only once sent empty, as the idea editor's. */
const submitOnly = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;
const noteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: () => t('discussion.writeNote') }),
});
const actionItemSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: () => t('discussion.sayWhat') }),
  ownerId: z.string().transform((id) => id || null),
  dueOn: z.string().transform((date) => date || null),
});

function NoteForm({ title, onAdd }: { title: string; onAdd: (text: string) => Promise<unknown> }) {
  const t = useT();
  const form = useZodForm(noteSchema, { defaultValues: { text: '' }, ...submitOnly });
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onAdd(text);
    } catch {
      // The screen has said why; the text stays.
      return;
    }
    form.reset({ text: '' });
  });
  return (
    <Stack as="form" direction="row" wrap align="end" gap="sm" noValidate onSubmit={submit}>
      <TextField
        className={shared.grow}
        label={t('discussion.noteOn', { title })}
        {...fieldProps(form, 'text')}
      />
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
        {t('discussion.addNote')}
      </Button>
    </Stack>
  );
}

function ActionItemForm({
  title,
  participants,
  onAdd,
}: {
  title: string;
  participants: readonly Person[];
  onAdd: (item: Omit<NewActionItem, 'groupId'>) => Promise<unknown>;
}) {
  const t = useT();
  const form = useZodForm(actionItemSchema, {
    defaultValues: { text: '', ownerId: '', dueOn: '' },
    ...submitOnly,
  });
  const submit = form.handleSubmit(async (item) => {
    try {
      await onAdd(item);
    } catch {
      // The screen has said why; the fields stay.
      return;
    }
    form.reset({ text: '', ownerId: '', dueOn: '' });
  });
  return (
    <Stack as="form" direction="row" wrap align="end" gap="sm" noValidate onSubmit={submit}>
      <TextField
        className={shared.grow}
        label={t('discussion.itemOn', { title })}
        {...fieldProps(form, 'text')}
      />
      <Select
        label={t('discussion.owner')}
        {...fieldProps(form, 'ownerId')}
        options={[
          { value: '', label: t('discussion.nobody') },
          ...participants.map((person) => ({ value: person.id, label: person.displayName })),
        ]}
      />
      <DateInput label={t('discussion.dueDate')} {...fieldProps(form, 'dueOn')} />
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
        {t('discussion.addItem')}
      </Button>
    </Stack>
  );
}
