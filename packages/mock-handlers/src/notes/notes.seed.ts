import { createRandom, DAY, HOUR, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { TOPICS } from '../lib/words';
import type { Note, NoteLabel } from './notes.schema';
import type { NotesState } from './notes.schema';

export const NOTE_LABELS: NoteLabel[] = [
  { id: 'label-family', name: 'Family', handle: 'family' },
  { id: 'label-work', name: 'Work', handle: 'work' },
  { id: 'label-tasks', name: 'Tasks', handle: 'tasks' },
  { id: 'label-priority', name: 'Priority', handle: 'priority' },
  { id: 'label-personal', name: 'Personal', handle: 'personal' },
  { id: 'label-friends', name: 'Friends', handle: 'friends' },
];

export function seedNotes(): NotesState {
  const random = createRandom('notes');
  const anchor = seedAnchor();
  const notes: Note[] = Array.from({ length: 48 }, (_, index) => {
    const hasChecklist = index % 4 === 1;
    return {
      id: `note-${String(index + 1).padStart(3, '0')}`,
      title: index % 6 === 5 ? '' : `Notes on ${random.pick(TOPICS)}`,
      description: random.paragraph(1, 3),
      archive: index % 9 === 8,
      image: index % 8 === 3 ? pictureUrl(`Note ${index + 1}`) : '',
      time: iso(anchor - index * random.int(3, 20) * HOUR),
      reminder: index % 5 === 0 ? iso(anchor + random.int(1, 14) * DAY + 9 * HOUR) : null,
      checklist: hasChecklist
        ? Array.from({ length: random.int(2, 5) }, (_, n) => ({
            id: `note-${index + 1}-item-${n + 1}`,
            checked: random.bool(),
            text: random.sentence(2, 5),
          }))
        : [],
      labels: random.pickMany(
        NOTE_LABELS.map((label) => label.id),
        random.int(0, 2),
      ),
    };
  });
  return { notes, labels: structuredClone(NOTE_LABELS) };
}
