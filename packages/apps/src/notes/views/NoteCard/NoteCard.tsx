import type { Note, NoteLabel } from '@chorus/mock-handlers/contracts';
import { Icon } from '@chorus/ui';
import { LabelChip } from '../../../lib/folder-app/ListControls';
import * as css from '../notes.css';

/** One note in the masonry: a button that opens it for editing. */
export function NoteCard({
  note,
  labels,
  onOpen,
}: {
  note: Note;
  labels: readonly NoteLabel[];
  onOpen: () => void;
}) {
  return (
    <button type="button" className={css.card} onClick={onOpen} data-testid="note-card">
      {note.image ? <img className={css.image} src={note.image} alt="" loading="lazy" /> : null}
      <span className={css.cardBody}>
        {note.title ? <span className={css.title}>{note.title}</span> : null}
        {note.description ? <span className={css.text}>{note.description}</span> : null}
        {note.checklist.length ? (
          <span className={css.checklist}>
            {note.checklist.map((item) => (
              <span
                key={item.id}
                className={item.checked ? css.done : undefined}
                style={{ display: 'block' }}
              >
                {item.checked ? '☑' : '☐'} {item.text}
              </span>
            ))}
          </span>
        ) : null}
        <span className={css.meta}>
          {note.reminder ? (
            <span className={css.row}>
              <Icon name="bell" size="xs" />
              {new Date(note.reminder).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}
            </span>
          ) : null}
          {note.labels.map((id) => {
            const label = labels.find((entry) => entry.id === id);
            return label ? <LabelChip key={id} title={label.name} /> : null;
          })}
        </span>
      </span>
    </button>
  );
}
