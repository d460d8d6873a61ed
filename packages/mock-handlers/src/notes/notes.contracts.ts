import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  CreateNoteRequestSchema,
  NoteLabelSchema,
  NoteSchema,
  RemoveNoteRequestSchema,
  UpdateLabelsRequestSchema,
  UpdateNoteRequestSchema,
} from './notes.schema';

const base = '/api/notes-app';
export const notesPaths = {
  notes: `${base}/notes`,
  labels: `${base}/labels`,
  /** POST a note without id (or {note}) → the stored note */
  createNote: `${base}/create-note`,
  /** POST a full note (or {note}) → the note */
  updateNote: `${base}/update-note`,
  /** POST the full label list (or {labels}) → the labels; removed labels leave every note */
  updateLabels: `${base}/update-labels`,
  /** POST {noteId} (or the bare id) → the removed id */
  removeNote: `${base}/remove-note`,
} as const;

/**
 * The notes API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. notes.handlers.ts implements each; the client calls each with `call(notesContracts.x, input)`.
 */
export const notesContracts = {
  notes: contract.get(notesPaths.notes, z.object({}), z.array(NoteSchema)),
  labels: contract.get(notesPaths.labels, z.object({}), z.array(NoteLabelSchema)),
  createNote: contract.post(notesPaths.createNote, CreateNoteRequestSchema, NoteSchema),
  updateNote: contract.post(notesPaths.updateNote, UpdateNoteRequestSchema, NoteSchema),
  updateLabels: contract.post(notesPaths.updateLabels, UpdateLabelsRequestSchema, z.array(NoteLabelSchema)),
  removeNote: contract.post(notesPaths.removeNote, RemoveNoteRequestSchema, IdSchema),
};
