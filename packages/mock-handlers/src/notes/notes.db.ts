import { defineStore } from '../lib/db';
import { type NotesState, NotesStateSchema } from './notes.schema';
import { seedNotes } from './notes.seed';

export const notesStore = defineStore<NotesState>({
  name: 'notes',
  seed: seedNotes,
  schema: NotesStateSchema,
});
