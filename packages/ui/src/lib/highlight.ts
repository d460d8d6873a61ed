/**
 * Where a text contains what the user typed: the text cut into pieces, each marked where it matches. The one
 * rule of every "matches highlighted" in Chorus (the search palette, the search and FAQ pages), drawn by the
 * kit's `Highlight`.
 */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** `text` cut into pieces, each marked where it contains `query` (ignoring case, surrounding spaces trimmed). */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim().toLowerCase();
  const lower = text.toLowerCase();
  // Lower-casing may change a string's length (e.g. 'İ'): then the text is shown unmarked.
  if (!needle || lower.length !== text.length) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
