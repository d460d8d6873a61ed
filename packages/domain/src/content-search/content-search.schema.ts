import { z } from 'zod';
import { requiredText } from '../lib/schema';

/**
 * The toolbar's content search (a Chorus extension, issue 18): one call finds what the viewer may see among
 * initiatives and meetings (the product, on the mock and the server) and, on the mock, the template apps'
 * contacts, mails, to-dos and notes (for the roles their route guards let in).
 */
export const contentSearchPaths = {
  /** GET ?q= (required visible text, at most 100 characters) → ContentSearchResponse */
  search: '/api/content-search',
} as const;

export const CONTENT_SEARCH_MAX_QUERY = 100;
/** At most this many hits of each kind. */
export const CONTENT_SEARCH_PER_KIND = 5;

export const ContentKindSchema = z.enum(['initiative', 'meeting', 'contact', 'mail', 'todo', 'note']);
export type ContentKind = z.infer<typeof ContentKindSchema>;

export const ContentSearchQuerySchema = z.object({
  q: requiredText(CONTENT_SEARCH_MAX_QUERY, 1, 'Type something to search for'),
});
export type ContentSearchQuery = z.infer<typeof ContentSearchQuerySchema>;

export const ContentHitSchema = z.object({
  kind: ContentKindSchema,
  id: z.string(),
  /** The item's name as its app shows it (a note without a title: the start of its text). */
  title: z.string(),
  /** A second line: where the query matched when not in the title, or context (initiative, sender, company). */
  detail: z.string(),
  /** The app route that shows the item. */
  url: z.string(),
});
export type ContentHit = z.infer<typeof ContentHitSchema>;

export const ContentSearchResponseSchema = z.object({
  /** Grouped by kind in the order of `searched`, at most CONTENT_SEARCH_PER_KIND of each. */
  results: z.array(ContentHitSchema),
  /** The kinds this API searched for the viewer (the server: initiatives and meetings only). */
  searched: z.array(ContentKindSchema),
});
export type ContentSearchResponse = z.infer<typeof ContentSearchResponseSchema>;
