/** Typed calls to the notes endpoints of the contract, and their query keys. */
import { type NewNote, type Note, type NoteLabel, notesContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const notesKeys = {
  all: ['notes'] as const,
  notes: ['notes', 'notes'] as const,
  labels: ['notes', 'labels'] as const,
};

export const notesApi = {
  notes: (signal?: AbortSignal) => call(notesContracts.notes, {}, signal),
  labels: () => call(notesContracts.labels, {}),
  create: (note: NewNote) => call(notesContracts.createNote, note),
  update: (note: Note) => call(notesContracts.updateNote, note),
  remove: (noteId: string) => call(notesContracts.removeNote, { noteId }),
  updateLabels: (labels: NoteLabel[]) => call(notesContracts.updateLabels, labels),
};
