import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import * as styles from './DataTable.css';

/** Which leading columns stay in view while the table scrolls sideways, and where each one sits. */
export interface DataTableSticky {
  /** How many leading data columns (after the selection column). */
  count: number;
  /** Each one's offset from the start edge (a CSS length). */
  offsets: readonly string[];
}

/** The class, style and marker of the selection cell (always sticky, at the start). */
export function stickySelectCell(sticky: DataTableSticky | undefined) {
  return {
    className: styles.sticky,
    style: assignInlineVars({ [styles.stickyOffsetVar]: '0px' }) as CSSProperties,
    'data-sticky-last': !sticky || sticky.count === 0 ? '' : undefined,
  };
}

/** The class, style and marker of data column `index`'s cell; nothing for a column that scrolls. */
export function stickyDataCell(sticky: DataTableSticky | undefined, index: number) {
  if (!sticky || index >= sticky.count) return { className: undefined, style: undefined };
  return {
    className: styles.sticky,
    style: assignInlineVars({ [styles.stickyOffsetVar]: sticky.offsets[index] ?? 'auto' }) as CSSProperties,
    'data-sticky-last': index === sticky.count - 1 ? '' : undefined,
  };
}
