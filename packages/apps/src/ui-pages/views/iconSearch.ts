import type { Icon as CatalogueIcon } from '@chorus/mock-handlers/contracts';

/** An icon matches when the query is in its name or in one of its tags (case and `_`/`-`/space alike). */
export function filterIcons(icons: readonly CatalogueIcon[], query: string): CatalogueIcon[] {
  const words = query.trim().toLowerCase().replace(/[_-]+/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...icons];
  return icons.filter((icon) => {
    const haystack = [icon.name, ...icon.tags].join(' ').toLowerCase().replace(/[_-]+/g, ' ');
    return words.every((word) => haystack.includes(word));
  });
}
