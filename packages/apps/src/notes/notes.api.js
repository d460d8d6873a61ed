/** Typed calls to the notes endpoints of the contract, and their query keys. */
import { notesPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
export const notesKeys = {
    all: ['notes'],
    notes: ['notes', 'notes'],
    labels: ['notes', 'labels'],
};
export const notesApi = {
    notes: (signal) => api.get(notesPaths.notes, undefined, signal),
    labels: () => api.get(notesPaths.labels),
    create: (note) => api.post(notesPaths.createNote, note),
    update: (note) => api.post(notesPaths.updateNote, note),
    remove: (noteId) => api.post(notesPaths.removeNote, { noteId }),
    updateLabels: (labels) => api.post(notesPaths.updateLabels, labels),
};
