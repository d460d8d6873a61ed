/** The notes app: a masonry of notes per label or the archive, search, create and edit in a dialog. */
import '../../../lib/appIcons';
import type { Note, NoteLabel } from '@chorus/mock-handlers/contracts';
import { Button, Icon, QueryStatus, registerIcons } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Archive, Bell, FileText, Pencil, Tag, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import { matchesSearch } from '../../../lib/listStore';
import { updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { useT } from '../../i18n';
import { notesApi, notesKeys } from '../../notes.api';
import { editNote, notesUiStore, openLabelsEditor, setNotesSearch } from '../../notes.store';
import { LabelsDialog } from '../../views/LabelsDialog/LabelsDialog';
import { NoteCard } from '../../views/NoteCard/NoteCard';
import { emptyNote, NoteDialog, type NoteDraft } from '../../views/NoteDialog/NoteDialog';
import * as css from '../../views/notes.css';

registerIcons({
  archive: Archive,
  bell: Bell,
  'file-text': FileText,
  pencil: Pencil,
  tag: Tag,
  trash: Trash2,
});

/** Only these labels stay on the cached notes (a deleted label leaves every note, as on the server). */
function keepLabels(client: QueryClient, labels: readonly NoteLabel[]): void {
  const kept = new Set(labels.map((label) => label.id));
  updateCachedLists<Note>(client, notesKeys.notes, (list) =>
    list.map((note) =>
      note.labels.every((id) => kept.has(id))
        ? note
        : { ...note, labels: note.labels.filter((id) => kept.has(id)) },
    ),
  );
}

function useNoteMutations() {
  const t = useT();
  const save = useAppMutation({
    queryKey: notesKeys.notes,
    // A new note gets its id here (the API accepts one). The contract takes the whole note. The dialog waits
    // for the server: a refusal keeps it open with what was typed and says why there (no snackbar).
    mutationFn: (note: NoteDraft & { id: string }) =>
      note.time ? notesApi.update(note as Note) : notesApi.create(note),
    mode: 'server',
    // The server answers with the stored note (a new one with its time).
    answer: (stored, _note, client) =>
      updateCachedLists<Note>(client, notesKeys.notes, (list) =>
        list.some((entry) => entry.id === stored.id)
          ? list.map((entry) => (entry.id === stored.id ? stored : entry))
          : [stored, ...list],
      ),
    successMessage: (note) => (note.time ? t('save.saved') : t('save.created')),
  });
  const saveLabels = useAppMutation({
    // Both the labels and the notes: a deleted label leaves every note.
    queryKey: notesKeys.all,
    mutationFn: (next: NoteLabel[]) => notesApi.updateLabels(next),
    apply: (next, client) => {
      client.setQueryData(notesKeys.labels, next);
      keepLabels(client, next);
    },
    // The server answers with the stored labels.
    answer: (stored, _next, client) => {
      client.setQueryData(notesKeys.labels, stored);
      keepLabels(client, stored);
    },
    // No snackbar: the dialog shows the refusal and keeps what was typed.
    successMessage: t('labels.saved'),
  });
  const remove = useAppMutation({
    queryKey: notesKeys.notes,
    mutationFn: (id: string) => notesApi.remove(id),
    apply: (id, client) =>
      updateCachedLists<Note>(client, notesKeys.notes, (list) => list.filter((n) => n.id !== id)),
    errorMessage: t('delete.error'),
    successMessage: t('delete.done'),
  });
  return { save, saveLabels, remove };
}

export default function NotesScreen() {
  const t = useT();
  const { labelId } = useParams();
  const archive = useLocation().pathname.endsWith('/archive');
  const { search, editing, labelsOpen } = useSnapshot(notesUiStore);
  const notes = useQuery({ queryKey: notesKeys.notes, queryFn: ({ signal }) => notesApi.notes(signal) });
  const labels = useQuery({ queryKey: notesKeys.labels, queryFn: notesApi.labels });
  const labelList = labels.data ?? [];

  const { save, saveLabels, remove } = useNoteMutations();

  const visible = useMemo(
    () =>
      (notes.data ?? []).filter(
        (note) =>
          note.archive === archive &&
          (!labelId || note.labels.includes(labelId)) &&
          matchesSearch(search, note.title, note.description, ...note.checklist.map((item) => item.text)),
      ),
    [notes.data, archive, labelId, search],
  );
  const current = editing && editing !== 'new' ? notes.data?.find((note) => note.id === editing) : undefined;

  return (
    <FolderAppFrame
      title={
        archive
          ? t('nav.archive')
          : labelId
            ? (labelList.find((l) => l.id === labelId)?.name ?? t('app.title'))
            : t('app.title')
      }
      sidebarLabel={t('nav.sidebar')}
      search={search}
      onSearch={setNotesSearch}
      searchLabel={t('search.label')}
      sidebar={(close) => (
        <FolderSidebar
          onNavigate={close}
          action={
            <>
              <Button
                startIcon={<Icon name="plus" size="sm" />}
                onClick={() => {
                  close();
                  editNote('new');
                }}
              >
                {t('nav.addNote')}
              </Button>
              <Button
                variant="outline"
                startIcon={<Icon name="pencil" size="sm" />}
                disabled={!labels.isSuccess}
                onClick={() => {
                  close();
                  openLabelsEditor(true);
                }}
              >
                {t('nav.editLabels')}
              </Button>
            </>
          }
          sections={[
            {
              title: t('nav.notes'),
              links: [
                { id: 'notes', title: t('nav.notes'), to: '/apps/notes', icon: 'file-text' },
                { id: 'archive', title: t('nav.archive'), to: '/apps/notes/archive', icon: 'archive' },
              ],
            },
            {
              title: t('nav.labels'),
              links: labels.data?.map((label) => ({
                id: `label-${label.id}`,
                title: label.name,
                to: `/apps/notes/labels/${label.id}`,
                icon: 'tag' as const,
              })),
            },
          ]}
        />
      )}
    >
      <QueryStatus
        query={notes}
        isEmpty={visible.length === 0}
        loading={t('list.loading')}
        error={(reason) => t('list.error', { reason: errorText(reason) })}
        empty={{
          title: search ? t('list.emptySearch') : t('list.empty'),
          icon: 'file-text',
        }}
        fill
      >
        <ul className={css.masonry} aria-label={t('list.label')}>
          {visible.map((note) => (
            <li key={note.id} className={css.item}>
              <NoteCard note={note} labels={labelList} onOpen={() => editNote(note.id)} />
            </li>
          ))}
        </ul>
      </QueryStatus>
      {editing === 'new' || current ? (
        <NoteDialog
          key={editing}
          note={current ?? emptyNote(labelId ? [labelId] : [], archive)}
          labels={labelList}
          onClose={() => editNote(null)}
          onSave={async (note) => {
            await save.mutateAsync({ ...note, id: note.id ?? `note-${crypto.randomUUID()}` });
            editNote(null);
          }}
          onDelete={
            current
              ? () => {
                  remove.mutate(current.id);
                  editNote(null);
                }
              : undefined
          }
        />
      ) : null}
      {labelsOpen ? (
        <LabelsDialog
          labels={labelList}
          onClose={() => openLabelsEditor(false)}
          onSave={async (next) => {
            await saveLabels.mutateAsync(next);
            openLabelsEditor(false);
          }}
        />
      ) : null}
    </FolderAppFrame>
  );
}
