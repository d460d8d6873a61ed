import type { Viewer } from '../auth/auth.people';
import { isMember } from '../initiatives/initiatives.rules';
import { type MeetingsData, canSeeMeeting } from '../meetings/meetings.rules';
import { CONTENT_SEARCH_PER_KIND, type ContentHit, type ContentKind } from './content-search.schema';

/**
 * The matching of the content search (no msw, no store: the server runs it too). A candidate matches when
 * its title or one of its other texts contains the query, ignoring case; title matches come first, then the
 * candidate's own order; at most CONTENT_SEARCH_PER_KIND per kind.
 */
export interface Candidate {
  kind: ContentKind;
  id: string;
  title: string;
  /** The other searchable texts (description, goal, sender, notes…). */
  texts: readonly string[];
  /** The second line when the title matched (the initiative, the sender, the company). */
  context: string;
  url: string;
}

const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 90;

/** The part of `text` around its first match of `needle` (lower case), on one line, with ellipses. */
export function snippet(text: string, needle: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(needle);
  if (at < 0 || flat.length <= SNIPPET_LENGTH) return flat.slice(0, SNIPPET_LENGTH);
  const start = Math.max(0, Math.min(at - SNIPPET_BEFORE, flat.length - SNIPPET_LENGTH));
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** The hits of one kind among `candidates` (already limited to what the viewer may see). */
export function hitsOf(candidates: Iterable<Candidate>, query: string): ContentHit[] {
  const needle = query.toLowerCase();
  const inTitle: ContentHit[] = [];
  const inText: ContentHit[] = [];
  for (const candidate of candidates) {
    const { kind, id, title, url } = candidate;
    if (title.toLowerCase().includes(needle)) {
      inTitle.push({ kind, id, title, detail: candidate.context, url });
      if (inTitle.length === CONTENT_SEARCH_PER_KIND) break;
    } else if (inText.length < CONTENT_SEARCH_PER_KIND) {
      const text = candidate.texts.find((entry) => entry.toLowerCase().includes(needle));
      if (text !== undefined) inText.push({ kind, id, title, detail: snippet(text, needle), url });
    }
  }
  return [...inTitle, ...inText].slice(0, CONTENT_SEARCH_PER_KIND);
}

/** The product's kinds: the initiatives the viewer is a member of and the meetings they may see. */
export const PRODUCT_KINDS: readonly ContentKind[] = ['initiative', 'meeting'];

export function productHits(data: MeetingsData, viewer: Viewer, query: string): ContentHit[] {
  const initiatives = data.initiatives
    .filter((initiative) => isMember(initiative, viewer.uid))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const titleOf = new Map(data.initiatives.map((initiative) => [initiative.id, initiative.title]));
  const meetings = data.state.meetings
    .filter((meeting) => canSeeMeeting(data, meeting, viewer))
    .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));
  return [
    ...hitsOf(
      initiatives.map((initiative) => ({
        kind: 'initiative' as const,
        id: initiative.id,
        title: initiative.title,
        texts: [initiative.description],
        context: snippet(initiative.description, ''),
        url: `/apps/initiatives/details?id=${encodeURIComponent(initiative.id)}`,
      })),
      query,
    ),
    ...hitsOf(
      meetings.map((meeting) => ({
        kind: 'meeting' as const,
        id: meeting.id,
        title: meeting.title,
        texts: [meeting.goal],
        context: titleOf.get(meeting.initiativeId) ?? '',
        url: `/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`,
      })),
      query,
    ),
  ];
}
