/** Typed calls to the notes endpoints of the contract, and their query keys. */
import { type NewNote, type Note, type NoteLabel, notesPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const notesKeys = {
  all: ['notes'] as const,
  notes: ['notes', 'notes'] as const,
  labels: ['notes', 'labels'] as const,
};

export const notesApi = {
  notes: (signal?: AbortSignal) => api.get<Note[]>(notesPaths.notes, undefined, signal),
  labels: () => api.get<NoteLabel[]>(notesPaths.labels),
  create: (note: NewNote) => api.post<Note>(notesPaths.createNote, note),
  update: (note: Note) => api.post<Note>(notesPaths.updateNote, note),
  remove: (noteId: string) => api.post<string>(notesPaths.removeNote, { noteId }),
  updateLabels: (labels: NoteLabel[]) => api.post<NoteLabel[]>(notesPaths.updateLabels, labels),
};
