/**
 * The default avatar: a neutral head-and-shoulders silhouette as an inline SVG data URL, so that an
 * empty photo never triggers a network request. Colours are fixed (an image has no theme) and chosen to
 * read on light and dark surfaces.
 */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#cbd5e1"/>' +
    '<circle cx="32" cy="25" r="12" fill="#64748b"/>' +
    '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#64748b"/>' +
    '</svg>',
)}`;

/** Up to two initials: first and last word ("Ada King Lovelace" → "AL"), upper-cased. */
export function getInitials(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] as string)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] as string)[0] ?? '') : '';
  return (first + last).toUpperCase();
}
