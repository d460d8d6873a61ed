/** The notes app: a masonry of notes per label or the archive, search, create and edit in a dialog. */
import '../../../lib/appIcons';
import type { Note, NoteLabel } from '@chorus/mock-handlers/contracts';
import { Button, Icon, registerIcons } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { Archive, Bell, FileText, Pencil, Tag, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import { ListStatus } from '../../../lib/folder-app/ListStatus';
import { matchesSearch } from '../../../lib/listStore';
import { updateCachedLists, useOptimisticMutation } from '../../../lib/optimistic';
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

export default function NotesScreen() {
  const { labelId } = useParams();
  const archive = useLocation().pathname.endsWith('/archive');
  const { search, editing, labelsOpen } = useSnapshot(notesUiStore);
  const notes = useQuery({ queryKey: notesKeys.notes, queryFn: ({ signal }) => notesApi.notes(signal) });
  const labels = useQuery({ queryKey: notesKeys.labels, queryFn: notesApi.labels });
  const labelList = labels.data ?? [];

  const save = useOptimisticMutation({
    queryKey: notesKeys.notes,
    // A new note gets its id here (the API accepts one), so the optimistic card is the stored one.
    mutationFn: (note: NoteDraft & { id: string }) =>
      note.time ? notesApi.update(note as Note) : notesApi.create(note),
    apply: (note, client) =>
      updateCachedLists<Note>(client, notesKeys.notes, (list) =>
        note.time
          ? list.map((entry) => (entry.id === note.id ? { ...entry, ...note } : entry))
          : [{ ...note, time: new Date().toISOString() }, ...list],
      ),
    errorMessage: 'Could not save the note',
    successMessage: (note) => (note.time ? 'Note saved' : 'Note created'),
  });
  const saveLabels = useOptimisticMutation({
    // Both the labels and the notes: a deleted label leaves every note.
    queryKey: ['notes'],
    mutationFn: (next: NoteLabel[]) => notesApi.updateLabels(next),
    apply: (next, client) => {
      const kept = new Set(next.map((label) => label.id));
      client.setQueryData(notesKeys.labels, next);
      updateCachedLists<Note>(client, notesKeys.notes, (list) =>
        list.map((note) => ({ ...note, labels: note.labels.filter((id) => kept.has(id)) })),
      );
    },
    errorMessage: 'Could not save the labels',
    successMessage: 'Labels saved',
  });
  const remove = useOptimisticMutation({
    queryKey: notesKeys.notes,
    mutationFn: (id: string) => notesApi.remove(id),
    apply: (id, client) =>
      updateCachedLists<Note>(client, notesKeys.notes, (list) => list.filter((n) => n.id !== id)),
    errorMessage: 'Could not delete the note',
    successMessage: 'Note deleted',
  });

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
        archive ? 'Archive' : labelId ? (labelList.find((l) => l.id === labelId)?.name ?? 'Notes') : 'Notes'
      }
      sidebarLabel="Note labels"
      search={search}
      onSearch={setNotesSearch}
      searchLabel="Search notes"
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
                Add note
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
                Edit labels
              </Button>
            </>
          }
          sections={[
            {
              title: 'Notes',
              links: [
                { id: 'notes', title: 'Notes', to: '/apps/notes', icon: 'file-text' },
                { id: 'archive', title: 'Archive', to: '/apps/notes/archive', icon: 'archive' },
              ],
            },
            {
              title: 'Labels',
              links: labelList.map((label) => ({
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
      {notes.isPending ? (
        <ListStatus status="loading" message="Loading notes…" />
      ) : notes.isError ? (
        <ListStatus
          status="error"
          message={`Could not load the notes: ${notes.error.message}`}
          onRetry={() => notes.refetch()}
        />
      ) : visible.length === 0 ? (
        <ListStatus
          status="empty"
          icon="file-text"
          message={search ? 'No notes match your search.' : 'There are no notes here.'}
        />
      ) : (
        <ul className={css.masonry} aria-label="Notes">
          {visible.map((note) => (
            <li key={note.id} className={css.item}>
              <NoteCard note={note} labels={labelList} onOpen={() => editNote(note.id)} />
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' || current ? (
        <NoteDialog
          key={editing}
          note={current ?? emptyNote(labelId ? [labelId] : [], archive)}
          labels={labelList}
          onClose={() => editNote(null)}
          onSave={(note) => {
            save.mutate({ ...note, id: note.id ?? `note-${crypto.randomUUID()}` });
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
          onSave={(next) => {
            saveLabels.mutate(next);
            openLabelsEditor(false);
          }}
        />
      ) : null}
    </FolderAppFrame>
  );
}
