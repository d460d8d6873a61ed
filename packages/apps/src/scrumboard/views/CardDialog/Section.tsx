import type { ReactNode } from 'react';
import * as css from '../scrumboard.css';

/** One part of the card dialog under its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.dialogSection}>
      <h3 className={css.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
