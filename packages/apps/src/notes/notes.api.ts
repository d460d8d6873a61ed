/** Typed calls to the notes endpoints of the contract, and their query keys. */
import { type NewNote, type Note, type NoteLabel, notesPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
import { contractPath as path } from '../lib/contractPath';

export const notesKeys = {
  notes: ['notes', 'notes'] as const,
  labels: ['notes', 'labels'] as const,
};

export const notesApi = {
  notes: (signal?: AbortSignal) => api.get<Note[]>(path(notesPaths.notes), undefined, signal),
  labels: () => api.get<NoteLabel[]>(path(notesPaths.labels)),
  create: (note: NewNote) => api.post<Note>(path(notesPaths.createNote), note),
  update: (note: Note) => api.post<Note>(path(notesPaths.updateNote), note),
  remove: (noteId: string) => api.post<string>(path(notesPaths.removeNote), { noteId }),
  updateLabels: (labels: NoteLabel[]) => api.post<NoteLabel[]>(path(notesPaths.updateLabels), labels),
};
