import { z } from 'zod';
import { defineStore } from '../lib/db';
import { NoteLabelSchema, NoteSchema } from './notes.schema';
import { seedNotes } from './notes.seed';

export const NotesStateSchema = z.object({ notes: z.array(NoteSchema), labels: z.array(NoteLabelSchema) });
export type NotesState = z.infer<typeof NotesStateSchema>;

export const notesStore = defineStore<NotesState>({
  name: 'notes',
  seed: seedNotes,
  schema: NotesStateSchema,
});
