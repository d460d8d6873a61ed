import { removeByIds, replaceById, requireById } from '../lib/collection';
import { badRequest, conflict, createId } from '@chorus/domain';
import type { Note } from './notes.schema';
import { notesContracts } from './notes.contracts';
import { notesStore } from './notes.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

function checkLabels(labelIds: readonly string[]): void {
  const unknown = labelIds.filter((id) => !notesStore.state.labels.some((label) => label.id === id));
  if (unknown.length > 0) badRequest(`Unknown label ${unknown.join(', ')}`);
}

export const notesHandlers = [
  serve(notesContracts.notes, () => notesStore.state.notes),
  serve(notesContracts.labels, () => notesStore.state.labels),

  serve(notesContracts.createNote, (input) => {
    const labels = input.labels ?? [];
    checkLabels(labels);
    if (input.id && notesStore.state.notes.some((note) => note.id === input.id))
      conflict(`Note ${input.id} already exists`);
    const note: Note = {
      title: '',
      description: '',
      archive: false,
      image: '',
      reminder: null,
      checklist: [],
      ...input,
      labels,
      id: input.id ?? createId(),
      time: input.time ?? new Date().toISOString(),
    };
    notesStore.state.notes.unshift(note);
    return note;
  }),
  serve(notesContracts.updateNote, (note) => {
    requireById(notesStore.state.notes, note.id, 'Note');
    checkLabels(note.labels);
    replaceById(notesStore.state.notes, note);
    return note;
  }),
  serve(notesContracts.updateLabels, (labels) => {
    const ids = new Set(labels.map((label) => label.id));
    const handles = new Set(labels.map((label) => label.handle));
    if (ids.size !== labels.length || handles.size !== labels.length)
      badRequest('Label ids and handles must be unique');
    notesStore.state.labels = labels;
    for (const note of notesStore.state.notes) note.labels = note.labels.filter((id) => ids.has(id));
    return labels;
  }),
  serve(notesContracts.removeNote, (noteId) => {
    requireById(notesStore.state.notes, noteId, 'Note');
    removeByIds(notesStore.state.notes, [noteId]);
    return noteId;
  }),
];
