import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  trimmedText,
  unwrapped,
  visibleText,
} from '@chorus/domain/contracts';

export const NoteChecklistItemSchema = z.object({
  id: IdSchema,
  checked: z.boolean(),
  text: requiredText(LIMITS.shortText),
});
export type NoteChecklistItem = z.infer<typeof NoteChecklistItemSchema>;

export const NoteSchema = z.object({
  id: IdSchema,
  title: trimmedText(LIMITS.shortText),
  description: trimmedText(LIMITS.text),
  archive: z.boolean(),
  /** An image URL or '' */
  image: ImageUrlSchema,
  time: DateStringSchema,
  reminder: DateStringSchema.nullable(),
  checklist: z.array(NoteChecklistItemSchema).max(200),
  labels: z.array(IdSchema).max(50),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteLabelSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  handle: z
    .string()
    .min(1)
    .max(LIMITS.shortText)
    .regex(/^[a-z0-9-]+$/, 'handle: lowercase letters, digits and dashes'),
});
export type NoteLabel = z.infer<typeof NoteLabelSchema>;

/**
 * A note has something in it: a title, a text, a checklist item or an image (each counted once trimmed of
 * Unicode white space and format characters). The rule of the create call and of the note form.
 */
export function noteHasContent(note: {
  title?: string;
  description?: string;
  checklist?: ReadonlyArray<{ text: string }>;
  image?: string;
}): boolean {
  return (
    visibleText(note.title ?? '') !== '' ||
    visibleText(note.description ?? '') !== '' ||
    (note.checklist ?? []).some((item) => visibleText(item.text) !== '') ||
    visibleText(note.image ?? '') !== ''
  );
}
export const EMPTY_NOTE_MESSAGE = 'Write a title, a text or a checklist item, or add an image';

export const NewNoteSchema = NoteSchema.omit({ id: true, time: true })
  .partial()
  .extend({ id: IdSchema.optional(), time: DateStringSchema.optional() })
  .refine(noteHasContent, { message: EMPTY_NOTE_MESSAGE, path: ['title'] });
export type NewNote = z.infer<typeof NewNoteSchema>;
export const CreateNoteRequestSchema = unwrapped('note', NewNoteSchema);
/** An update cannot empty a note either (the same rule as a new one). */
export const UpdateNoteRequestSchema = unwrapped(
  'note',
  NoteSchema.refine(noteHasContent, { message: EMPTY_NOTE_MESSAGE, path: ['title'] }),
);
export const UpdateLabelsRequestSchema = unwrapped('labels', z.array(NoteLabelSchema).max(100));
export const RemoveNoteRequestSchema = unwrapped('noteId', IdSchema);

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const NotesStateSchema = z.object({ notes: z.array(NoteSchema), labels: z.array(NoteLabelSchema) });
export type NotesState = z.infer<typeof NotesStateSchema>;
