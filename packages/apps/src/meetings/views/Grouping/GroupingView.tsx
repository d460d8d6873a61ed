/**
 * Group ideas into themes like sticky notes: drag a note onto a theme, onto another note (a new theme of
 * both) or back to the ungrouped notes; with the keyboard, a note's handle picks it up (Space or Enter),
 * the arrows go from place to place, Space or Enter drops it. Every move is announced. Themes are named,
 * renamed, merged and deleted when empty; typing an existing name adds to that theme. Props in, callbacks out.
 */
import {
  type GroupsResponse,
  type IdeaGroup,
  type IdeasResponse,
  type IdeaView,
  themeKey,
} from '@chorus/mock-handlers/contracts';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  fieldProps,
  Stack,
  TextField,
  useZodForm,
  visuallyHidden,
} from '@chorus/ui';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import {
  type DropTargetData,
  type DropTargetWords,
  dropTargetAnnouncements,
  dropTargetCollisions,
  dropTargetKeyboard,
} from '../../../lib/dnd';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as meetings from '../../meetings.css';
import { t as translate, useT } from '../i18n';
import * as css from './grouping.css';
import { themesWithIdeas } from './themes';

/** A theme's name, new or renamed: the error only once sent empty. */
const themeNameSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => translate('group.nameRequired') }),
});
const submitOnly = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** One idea's move, with where the viewer last saw it (the server refuses a move made on a stale view). */
export interface IdeaMove {
  ideaId: string;
  fromGroupId: string | null;
  toGroupId?: string;
  toIdeaId?: string;
  toIdeaGroupId?: string | null;
  title?: string;
}

export interface GroupingViewProps {
  data: IdeasResponse;
  /** The host sees hidden ideas (marked, not movable) and may hide or show them. */
  isHost: boolean;
  canHide: boolean;
  onHide?: (id: string, hidden: boolean) => void;
  /** The phase is open and the viewer takes part. */
  canGroup: boolean;
  /** Each resolves with the themes as the server has them, or rejects (the screen says why). */
  onMove: (move: IdeaMove) => Promise<GroupsResponse>;
  onCreate: (title: string) => Promise<GroupsResponse>;
  onRename: (theme: IdeaGroup, title: string) => Promise<GroupsResponse>;
  onMerge: (theme: IdeaGroup, into: IdeaGroup) => Promise<GroupsResponse>;
  onDelete: (theme: IdeaGroup) => Promise<GroupsResponse>;
}

/** What a drop target is, beside the words that name it. */
type Target = DropTargetData &
  ({ kind: 'theme'; theme: IdeaGroup } | { kind: 'idea'; idea: IdeaView } | { kind: 'ungrouped' });

const UNGROUPED = 'ungrouped';
const noteId = (id: string) => `note:${id}`;
/** A text in the language's quotation marks, cut to 60 characters: “Laptop setup”. */
const quoted = (text: string) =>
  text.length > 60
    ? translate('group.quotedCut', { text: text.slice(0, 57) })
    : translate('group.quoted', { text });
const pointerOptions = { activationConstraint: { distance: 4 } };
/** What a screen reader hears while a note moves, in the active language (read when said). */
const dropWords: DropTargetWords = {
  pickedUp: (name) => translate('dnd.pickedUp', { name }),
  over: (name, target) => translate('dnd.over', { name, target }),
  overNothing: (name) => translate('dnd.overNothing', { name }),
  cancelled: (name) => translate('dnd.cancelled', { name }),
};

export function GroupingView(props: GroupingViewProps) {
  const { data, isHost, canGroup, onMove } = props;
  const t = useT();
  const { themes, ungrouped } = useMemo(() => themesWithIdeas(data, isHost), [data, isHost]);
  const ideas = useRef(new Map<string, IdeaView>());
  ideas.current = new Map(data.ideas.map((idea) => [idea.id, idea]));
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<IdeaView | null>(null);
  const chosen = useRef<UniqueIdentifier | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  // A moved note is a new element in its new list: its handle gets the focus back.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id || boardRef.current?.contains(document.activeElement)) return;
    const handle = boardRef.current?.querySelector<HTMLElement>(`[data-note-handle="${CSS.escape(id)}"]`);
    if (handle) {
      handle.focus({ preventScroll: true });
      refocus.current = null;
    }
  });
  const { accessibility, collisionDetection, keyboardOptions } = useMemo(
    () => ({
      accessibility: {
        // The words are read when said: in the language active then.
        announcements: dropTargetAnnouncements(
          (id) => quoted(ideas.current.get(String(id).slice(5))?.text ?? String(id)),
          dropWords,
          (id) => ideas.current.get(String(id).slice(5))?.groupId ?? UNGROUPED,
        ),
        screenReaderInstructions: {
          get draggable() {
            return translate('dnd.instructions');
          },
        },
      },
      collisionDetection: dropTargetCollisions(chosen),
      keyboardOptions: { coordinateGetter: dropTargetKeyboard(chosen) },
    }),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const idea = ideas.current.get(String(active.id).slice(5)) ?? null;
    // The keyboard starts from the note's own place: its theme, or the ungrouped notes.
    chosen.current = idea?.groupId ?? UNGROUPED;
    setDragging(idea);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const idea = ideas.current.get(String(active.id).slice(5));
    const target = over?.data.current as Target | undefined;
    if (!idea) return;
    const stays = () => setAnnouncement(t('group.stays', { idea: quoted(idea.text) }));
    let move: IdeaMove | undefined;
    const fromGroupId = idea.groupId;
    if (target?.kind === 'theme' && target.theme.id !== fromGroupId)
      move = { ideaId: idea.id, fromGroupId, toGroupId: target.theme.id };
    else if (target?.kind === 'idea' && target.idea.id !== idea.id) {
      const theirs = target.idea.groupId;
      if (theirs && theirs !== fromGroupId) move = { ideaId: idea.id, fromGroupId, toGroupId: theirs };
      else if (!theirs)
        move = { ideaId: idea.id, fromGroupId, toIdeaId: target.idea.id, toIdeaGroupId: null };
    } else if (target?.kind === 'ungrouped' && fromGroupId) move = { ideaId: idea.id, fromGroupId };
    if (!move) return stays();
    refocus.current = idea.id;
    onMove(move).then(
      (answer) => {
        const theme = answer.groups.find((group) => group.ideaIds.includes(idea.id));
        setAnnouncement(
          theme
            ? t('group.moved', {
                idea: quoted(idea.text),
                theme: quoted(theme.title),
                count: theme.ideaIds.length,
              })
            : t('group.ungroupedNow', { idea: quoted(idea.text) }),
        );
      },
      () => setAnnouncement(t('group.notMoved', { idea: quoted(idea.text) })),
    );
  };

  const columns = (
    <>
      {themes.map(({ theme, ideas: inTheme }) => (
        <ThemeColumn
          key={theme.id}
          {...props}
          theme={theme}
          ideas={inTheme}
          others={themes}
          say={setAnnouncement}
        />
      ))}
      <UngroupedColumn {...props} ideas={ungrouped} />
    </>
  );

  if (!data.revealed)
    return (
      <p className={shared.muted} role="status">
        {t('board.notRevealed', { submitted: data.submittedCount, eligible: data.eligibleCount })}
      </p>
    );
  return (
    <Stack gap="md" minInlineSize={0} ref={boardRef}>
      {canGroup ? (
        <NewThemeForm themes={data.groups} onCreate={props.onCreate} say={setAnnouncement} />
      ) : null}
      {themes.length === 0 ? (
        <p className={shared.muted}>
          {t('group.noThemes')} {canGroup ? t('group.noThemesHelp') : null}
        </p>
      ) : null}
      {canGroup ? (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={accessibility}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          <ul className={css.board} aria-label={t('group.themes')}>
            {columns}
          </ul>
          <DragOverlay dropAnimation={null}>
            {dragging ? (
              <div className={css.overlay} aria-hidden="true">
                {dragging.text}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      ) : (
        <ul className={css.board} aria-label={t('group.themes')}>
          {columns}
        </ul>
      )}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </Stack>
  );
}

function NewThemeForm({
  themes,
  onCreate,
  say,
}: {
  themes: readonly IdeaGroup[];
  onCreate: GroupingViewProps['onCreate'];
  say: (text: string) => void;
}) {
  const t = useT();
  const form = useZodForm(themeNameSchema, { defaultValues: { title: '' }, ...submitOnly });
  const submit = form.handleSubmit(async ({ title: name }) => {
    const existing = themes.find((theme) => themeKey(theme.title) === themeKey(name));
    try {
      await onCreate(name);
    } catch {
      // The screen has said why.
      return;
    }
    form.reset({ title: '' });
    say(
      existing
        ? t('group.exists', { theme: quoted(existing.title) })
        : t('group.added', { theme: quoted(name) }),
    );
  });
  return (
    <Stack as="form" direction="row" wrap align="end" gap="sm" noValidate onSubmit={submit}>
      <TextField className={shared.grow} label={t('group.newTheme')} {...fieldProps(form, 'title')} />
      <Button
        type="submit"
        variant="outline"
        startIcon={<Icon name="plus" size="sm" />}
        loading={form.formState.isSubmitting}
      >
        {t('group.addTheme')}
      </Button>
    </Stack>
  );
}

function useTarget(id: string, data: Target, disabled = false) {
  return useDroppable({ id, data, disabled });
}

function ThemeColumn({
  theme,
  ideas,
  others,
  canGroup,
  isHost,
  canHide,
  onHide,
  onRename,
  onMerge,
  onDelete,
  say,
}: GroupingViewProps & {
  theme: IdeaGroup;
  ideas: IdeaView[];
  others: { theme: IdeaGroup }[];
  say: (text: string) => void;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useTarget(theme.id, {
    kind: 'theme',
    theme,
    label: t('group.targetTheme', { theme: quoted(theme.title) }),
    depth: 1,
  });
  const [renaming, setRenaming] = useState(false);
  const headingId = `theme-${theme.id}`;
  const rename = async (title: string) => {
    const into = others.find(
      ({ theme: other }) => other.id !== theme.id && themeKey(other.title) === themeKey(title),
    );
    await onRename(theme, title);
    setRenaming(false);
    say(
      into
        ? t('group.joined', { theme: quoted(theme.title), into: quoted(into.theme.title) })
        : t('group.renamed', { theme: quoted(title) }),
    );
  };
  return (
    <li ref={canGroup ? setNodeRef : undefined} className={`${css.column} ${isOver ? css.over : ''}`}>
      <section aria-labelledby={headingId}>
        <Stack gap="sm">
          {renaming ? (
            <RenameForm theme={theme} onRename={rename} onCancel={() => setRenaming(false)} />
          ) : (
            <Stack direction="row" align="center" gap="xs">
              <h3 className={css.columnTitle} id={headingId}>
                {theme.title}
              </h3>
              <Tag tone="info">{t('common.ideas', { count: ideas.length })}</Tag>
              {canGroup ? (
                <ThemeMenu
                  theme={theme}
                  empty={ideas.length === 0}
                  others={others.map((entry) => entry.theme).filter((other) => other.id !== theme.id)}
                  onRename={() => setRenaming(true)}
                  onMerge={(into) =>
                    onMerge(theme, into).then(
                      () => say(t('group.merged', { theme: quoted(theme.title), into: quoted(into.title) })),
                      () => undefined,
                    )
                  }
                  onDelete={() =>
                    onDelete(theme).then(
                      () => say(t('group.deleted', { theme: quoted(theme.title) })),
                      () => undefined,
                    )
                  }
                />
              ) : null}
            </Stack>
          )}
          {ideas.length ? (
            <ul className={css.notes} aria-label={t('common.ideasIn', { title: theme.title })}>
              {ideas.map((idea) => (
                <Note
                  key={idea.id}
                  idea={idea}
                  canGroup={canGroup}
                  isHost={isHost}
                  canHide={canHide}
                  onHide={onHide}
                  target={{
                    kind: 'idea',
                    idea,
                    label: t('group.targetTheme', { theme: quoted(theme.title) }),
                    keyboard: false,
                    depth: 2,
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className={shared.muted}>{canGroup ? t('group.emptyDrop') : t('group.noIdeas')}</p>
          )}
        </Stack>
      </section>
    </li>
  );
}

function UngroupedColumn({
  ideas,
  canGroup,
  isHost,
  canHide,
  onHide,
}: GroupingViewProps & { ideas: IdeaView[] }) {
  const t = useT();
  const { setNodeRef, isOver } = useTarget(UNGROUPED, {
    kind: 'ungrouped',
    label: t('group.targetUngrouped'),
    depth: 1,
  });
  return (
    <li ref={canGroup ? setNodeRef : undefined} className={`${css.column} ${isOver ? css.over : ''}`}>
      <section aria-labelledby="theme-ungrouped">
        <Stack gap="sm">
          <Stack direction="row" align="center" gap="xs">
            <h3 className={css.columnTitle} id="theme-ungrouped">
              {t('group.ungrouped')}
            </h3>
            <Tag>{t('common.ideas', { count: ideas.length })}</Tag>
          </Stack>
          {ideas.length ? (
            <ul className={css.notes} aria-label={t('group.ungroupedIdeas')}>
              {ideas.map((idea) => (
                <Note
                  key={idea.id}
                  idea={idea}
                  canGroup={canGroup}
                  isHost={isHost}
                  canHide={canHide}
                  onHide={onHide}
                  target={{
                    kind: 'idea',
                    idea,
                    label: t('group.targetIdea', { idea: quoted(idea.text) }),
                    depth: 2,
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className={shared.muted}>{t('group.allGrouped')}</p>
          )}
        </Stack>
      </section>
    </li>
  );
}

function Note({
  idea,
  target,
  canGroup,
  isHost,
  canHide,
  onHide,
}: {
  idea: IdeaView;
  target: Target;
  canGroup: boolean;
  isHost: boolean;
  canHide: boolean;
  onHide?: (id: string, hidden: boolean) => void;
}) {
  const t = useT();
  const movable = canGroup && !idea.hidden;
  const drag = useDraggable({ id: noteId(idea.id), disabled: !movable });
  const drop = useTarget(`idea:${idea.id}`, target, !movable || drag.isDragging);
  const ref = (node: HTMLLIElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  return (
    <li
      ref={movable ? ref : undefined}
      className={`${css.note} ${idea.hidden ? meetings.hiddenIdea : ''} ${drag.isDragging ? css.dragging : ''} ${drop.isOver ? css.over : ''}`}
    >
      {movable ? (
        <button
          type="button"
          ref={drag.setActivatorNodeRef}
          className={css.dragHandle}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={t('group.moveIdea', { idea: quoted(idea.text) })}
          title={t('group.dragHint')}
          data-note-handle={idea.id}
        >
          <GripVertical size={16} aria-hidden />
        </button>
      ) : null}
      <div className={css.noteBody}>
        <p className={shared.text}>{idea.text}</p>
        <Stack direction="row" wrap align="center" gap="xs">
          <span className={shared.muted}>{idea.authorName ?? t('common.anonymous')}</span>
          {idea.isMine ? <Tag tone="accent">{t('common.yours')}</Tag> : null}
          {idea.hidden && isHost ? (
            <Tag tone="warning" icon="eye-off">
              {t('group.hiddenTag')}
            </Tag>
          ) : null}
          {canHide ? (
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              aria-label={t(idea.hidden ? 'common.showIdea' : 'common.hideIdea', { text: idea.text })}
              onClick={() => onHide?.(idea.id, !idea.hidden)}
            >
              {idea.hidden ? t('common.show') : t('common.hide')}
            </Button>
          ) : null}
        </Stack>
      </div>
    </li>
  );
}

function ThemeMenu({
  theme,
  empty,
  others,
  onRename,
  onMerge,
  onDelete,
}: {
  theme: IdeaGroup;
  empty: boolean;
  others: IdeaGroup[];
  onRename: () => void;
  onMerge: (into: IdeaGroup) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger>
        <IconButton
          label={t('group.themeActions', { theme: quoted(theme.title) })}
          title={t('group.themeActionsTitle')}
          icon={<Icon name="ellipsis-vertical" size="sm" />}
        />
      </DropdownMenuTrigger>
      {open ? (
        <DropdownMenuContent align="end">
          <DropdownMenuItem icon={<Icon name="pencil" size="sm" />} onSelect={onRename}>
            {t('group.rename')}
          </DropdownMenuItem>
          {others.map((other) => (
            <DropdownMenuItem
              key={other.id}
              icon={<Icon name="layers" size="sm" />}
              onSelect={() => onMerge(other)}
            >
              {t('group.mergeInto', { theme: quoted(other.title) })}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem
            tone="critical"
            icon={<Icon name="trash" size="sm" />}
            disabled={!empty}
            onSelect={onDelete}
          >
            {empty ? t('common.delete') : t('group.deleteNotEmpty')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      ) : null}
    </DropdownMenu>
  );
}

function RenameForm({
  theme,
  onRename,
  onCancel,
}: {
  theme: IdeaGroup;
  onRename: (title: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useZodForm(themeNameSchema, { defaultValues: { title: theme.title }, ...submitOnly });
  // Saved: the form goes (the theme shows its new name); refused: it stays, to try again.
  const submit = form.handleSubmit(async ({ title }) => {
    if (title === theme.title) return onCancel();
    try {
      await onRename(title);
    } catch {
      // The screen has said why.
    }
  });
  return (
    <Stack
      as="form"
      direction="row"
      wrap
      align="end"
      gap="xs"
      noValidate
      onSubmit={submit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextField
        className={shared.grow}
        label={t('group.newName', { theme: quoted(theme.title) })}
        autoFocus
        {...fieldProps(form, 'title')}
      />
      <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
        {t('common.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Stack>
  );
}
