import { cx } from '../../internal/cx';
import { highlightParts } from '../../lib/highlight';
import * as styles from './Highlight.css';

export interface HighlightProps {
  /** The text to show. */
  text: string;
  /** What the user typed: every occurrence in `text` (ignoring case) is marked. */
  query: string;
  /** A class for the `<mark>` elements, joined with the kit's own. */
  markClassName?: string;
}

/** A text with the matches of a query in `<mark>` (search results, a filtered list, the search palette). */
export function Highlight({ text, query, markClassName }: HighlightProps) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
          <mark key={index} className={cx(styles.mark, markClassName)}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
