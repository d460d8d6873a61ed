import type { Viewer } from '../auth/auth.people';
import { badRequest, conflict, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import type { MeetingsState, StoredGroup, StoredMeeting } from './meetings.records';
import {
  type MeetingsData,
  canFacilitate,
  currentPhase,
  ideationPhaseFor,
  requireOpenPhase,
  requireParticipant,
  requireVisibleMeeting,
  voteTargets,
} from './meetings.rules';
import { suggestThemes } from './meetings.suggestions';
import type {
  AcceptSuggestionRequest,
  GroupSuggestions,
  GroupsResponse,
  IdeaGroup,
  MergeGroupsRequest,
  MoveIdeaRequest,
  RenameGroupRequest,
  SaveGroupRequest,
} from './meetings.schema';
import { themeKey } from './meetings.schema';

/**
 * Grouping like sticky notes (Chorus extension, docs/meetings.md): one idea or one theme per change, each
 * carrying what its sender last saw (the idea's theme, the theme's version). A change made on a stale view
 * is refused with 409 CONFLICT and changes nothing, so two people grouping at once never undo each other.
 * Plain functions over the records (no msw, no store).
 */

const STALE = 'refresh to see the latest themes and try again';

const themesOf = (state: MeetingsState, meetingId: string): StoredGroup[] =>
  state.groups.filter((group) => group.meetingId === meetingId).sort((a, b) => a.order - b.order);

/** The meeting whose grouping the viewer may change: a participant, in its open group phase. */
function requireGrouping(data: MeetingsData, meetingId: string, viewer: Viewer, now: number): StoredMeeting {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireParticipant(meeting, viewer);
  const phase = currentPhase(data.state, meeting);
  if (phase?.type !== 'group') return invalidState('Ideas are grouped during a group phase');
  requireOpenPhase(phase, meeting, now);
  return meeting;
}

/** The theme of a grouping change, with its meeting (a participant, in the open group phase). */
function requireTheme(data: MeetingsData, id: string, viewer: Viewer, now: number) {
  const theme = data.state.groups.find((group) => group.id === id);
  const meeting = theme && data.state.meetings.find((entry) => entry.id === theme.meetingId);
  if (!theme || !meeting) return notFound(`Theme ${id} does not exist`);
  requireGrouping(data, meeting.id, viewer, now);
  return { theme, meeting };
}

function requireVersion(theme: StoredGroup, version: number): void {
  if (theme.version !== version) conflict(`Someone has just changed the theme "${theme.title}": ${STALE}`);
}

/** A theme the client saw in this meeting; gone since (merged or deleted by someone else): 409. */
function requireSeenTheme(state: MeetingsState, meetingId: string, id: string): StoredGroup {
  const theme = state.groups.find((group) => group.id === id && group.meetingId === meetingId);
  if (!theme) return conflict(`That theme is gone (someone merged or deleted it): ${STALE}`);
  return theme;
}

/** The theme of that name in the meeting, ignoring case and spaces. */
export function themeNamed(state: MeetingsState, meetingId: string, title: string): StoredGroup | undefined {
  const key = themeKey(title);
  return themesOf(state, meetingId).find((group) => themeKey(group.title) === key);
}

/** The theme of that name, or a new empty one (typing an existing name never makes a second). */
function themeFor(state: MeetingsState, meetingId: string, title: string): StoredGroup {
  const existing = themeNamed(state, meetingId, title);
  if (existing) return existing;
  const themes = themesOf(state, meetingId);
  const theme: StoredGroup = {
    id: createId(),
    meetingId,
    title,
    ideaIds: [],
    order: themes.reduce((max, group) => Math.max(max, group.order + 1), 0),
    version: 0,
  };
  state.groups.push(theme);
  return theme;
}

/** How long a theme's automatic name may be before it is cut at a word. */
const AUTO_NAME_CHARS = 40;

/**
 * The name of a theme made by dropping one idea on another: the opening words of the idea it gathers around ("A
 * who-to-ask map"), cut at a word with "…" past 40 characters, and numbered if the meeting has that name already
 * ("A mug (2)"). Never a bare "Theme 3" that says nothing of its ideas; anyone can rename it.
 */
function autoThemeName(state: MeetingsState, meetingId: string, ideaText: string): string {
  const text = ideaText.replace(/\s+/g, ' ').trim();
  let base = text;
  if ([...text].length > AUTO_NAME_CHARS) {
    const cut = [...text].slice(0, AUTO_NAME_CHARS).join('');
    const atWord = cut.slice(0, cut.lastIndexOf(' ')).trim();
    base = `${atWord.length >= AUTO_NAME_CHARS / 2 ? atWord : cut.trim()}…`;
  }
  if (!themeNamed(state, meetingId, base)) return base;
  for (let n = 2; ; n += 1) {
    const title = `${base} (${n})`;
    if (!themeNamed(state, meetingId, title)) return title;
  }
}

/** Puts an idea into a theme (or none), keeping ideas' groupId and themes' ideaIds in step. */
function place(state: MeetingsState, ideaId: string, into: StoredGroup | null): void {
  const idea = state.ideas.find((entry) => entry.id === ideaId);
  if (!idea) return;
  const from = state.groups.find((group) => group.id === idea.groupId);
  if (from === into) return;
  if (from) {
    from.ideaIds = from.ideaIds.filter((id) => id !== ideaId);
    from.version += 1;
  }
  if (into) {
    into.ideaIds = [...into.ideaIds, ideaId];
    into.version += 1;
  }
  idea.groupId = into?.id ?? null;
}

/** Moves one idea into a theme, onto another idea, into a theme by name, or out of its theme. */
export function moveIdea(
  data: MeetingsData,
  viewer: Viewer,
  body: MoveIdeaRequest,
  now: number,
): StoredMeeting {
  const { state } = data;
  const meeting = requireGrouping(data, body.meetingId, viewer, now);
  const targets = voteTargets(state, meeting, now);
  const groupable = (id: string) => targets.get(id)?.type === 'idea';
  if (!groupable(body.ideaId)) return notFound(`Idea ${body.ideaId} is not a revealed idea of this meeting`);
  if (body.toIdeaId === body.ideaId) badRequest('toIdeaId: an idea cannot be grouped onto itself');
  const idea = state.ideas.find((entry) => entry.id === body.ideaId);
  if (!idea) return notFound(`Idea ${body.ideaId} does not exist`);
  if (idea.groupId !== body.fromGroupId) conflict(`Someone has just moved this idea: ${STALE}`);
  let into: StoredGroup | null = null;
  if (body.toGroupId) {
    into = requireSeenTheme(state, meeting.id, body.toGroupId);
  } else if (body.toIdeaId) {
    if (!groupable(body.toIdeaId))
      return notFound(`Idea ${body.toIdeaId} is not a revealed idea of this meeting`);
    const other = state.ideas.find((entry) => entry.id === body.toIdeaId);
    if (!other) return notFound(`Idea ${body.toIdeaId} does not exist`);
    if (body.toIdeaGroupId !== undefined && other.groupId !== body.toIdeaGroupId)
      conflict(`Someone has just moved the idea you dropped this on: ${STALE}`);
    const theirs = state.groups.find((group) => group.id === other.groupId);
    into = theirs ?? themeFor(state, meeting.id, body.title ?? autoThemeName(state, meeting.id, other.text));
    place(state, other.id, into);
  } else if (body.title) {
    into = themeFor(state, meeting.id, body.title);
  }
  place(state, idea.id, into);
  return meeting;
}

/**
 * A theme with its ideas at once (MEETINGS.md's `group/save`), under the same rules as the one-idea changes:
 * the theme's version as last seen, a name that exists joins that theme, and an idea in another theme is never
 * taken from it (409: it is moved with its own change). Returns the theme the ideas are in now, as the viewer
 * may see it (no ideas: it was removed).
 */
export function saveTheme(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveGroupRequest,
  now: number,
): IdeaGroup {
  const { state } = data;
  const meeting = requireGrouping(data, body.meetingId, viewer, now);
  const targets = voteTargets(state, meeting, now);
  const unknown = body.ideaIds.filter((id) => targets.get(id)?.type !== 'idea');
  if (unknown.length) badRequest(`Not revealed ideas of this meeting: ${unknown.slice(0, 5).join(', ')}`);
  const ideaIds = [...new Set(body.ideaIds)];
  let seen: StoredGroup | undefined;
  if (body.id) {
    seen = state.groups.find((group) => group.id === body.id && group.meetingId === meeting.id);
    if (!seen) return notFound(`Theme ${body.id} does not exist`);
    requireVersion(seen, body.version ?? -1);
  } else {
    if (ideaIds.length === 0) badRequest('ideaIds: a new theme needs at least one idea');
    seen = themeNamed(state, meeting.id, body.title);
  }
  const elsewhere = state.groups.find(
    (group) =>
      group.meetingId === meeting.id && group !== seen && group.ideaIds.some((id) => ideaIds.includes(id)),
  );
  if (elsewhere)
    conflict(`Someone has just put one of these ideas in the theme "${elsewhere.title}": ${STALE}`);
  let theme = seen ?? themeFor(state, meeting.id, body.title);
  // With an id the list is the theme's ideas; without one (a name), the ideas join the theme's own.
  if (body.id) for (const id of theme.ideaIds.filter((id) => !ideaIds.includes(id))) place(state, id, null);
  for (const id of ideaIds) place(state, id, theme);
  const namesake = themeNamed(state, meeting.id, body.title);
  if (namesake && namesake !== theme) {
    absorb(state, theme, namesake);
    theme = namesake;
  } else if (body.id && theme.title !== body.title) {
    theme.title = body.title;
    theme.version += 1;
  }
  if (body.id && theme.ideaIds.length === 0) state.groups = state.groups.filter((group) => group !== theme);
  const shown = groupsView(data, meeting, viewer).groups.find((group) => group.id === theme.id);
  return shown ?? { ...theme, ideaIds: [] };
}

/** The revealed, shown ideas of the meeting's grouping not in a theme yet, oldest first (never by author). */
function looseIdeas(state: MeetingsState, meeting: StoredMeeting) {
  const phase = currentPhase(state, meeting);
  const ideation = phase && ideationPhaseFor(state, meeting.id, phase);
  if (!ideation) return [];
  return state.ideas
    .filter((idea) => idea.phaseId === ideation.id && !idea.hidden && idea.groupId === null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Themes proposed from the loose ideas' words (meetings.suggestions.ts), for a participant in the group phase. */
export function groupSuggestions(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  now: number,
): GroupSuggestions {
  const meeting = requireGrouping(data, meetingId, viewer, now);
  const ideas = looseIdeas(data.state, meeting).map((idea) => ({ id: idea.id, text: idea.text }));
  return { meetingId: meeting.id, suggestions: suggestThemes(ideas) };
}

/**
 * Accepts a suggestion (perhaps renamed): its ideas still loose go into the theme of that name (a new one, or the
 * one of that name). Ideas someone has put in a theme since stay where they are; if none is left, 409.
 */
export function acceptSuggestion(
  data: MeetingsData,
  viewer: Viewer,
  body: AcceptSuggestionRequest,
  now: number,
): StoredMeeting {
  const meeting = requireGrouping(data, body.meetingId, viewer, now);
  const wanted = new Set(body.ideaIds);
  const loose = looseIdeas(data.state, meeting).filter((idea) => wanted.has(idea.id));
  if (loose.length === 0) conflict(`These ideas are in themes already: ${STALE}`);
  const theme = themeFor(data.state, meeting.id, body.title);
  for (const idea of loose) place(data.state, idea.id, theme);
  return meeting;
}

/** A new, empty theme; or the theme of that name if there is one. */
export function createTheme(
  data: MeetingsData,
  viewer: Viewer,
  body: { meetingId: string; title: string },
  now: number,
): StoredMeeting {
  const meeting = requireGrouping(data, body.meetingId, viewer, now);
  themeFor(data.state, meeting.id, body.title);
  return meeting;
}

/** Renames a theme; to the name of another theme, it joins that one (the same as a merge). */
export function renameTheme(
  data: MeetingsData,
  viewer: Viewer,
  body: RenameGroupRequest,
  now: number,
): StoredMeeting {
  const { theme, meeting } = requireTheme(data, body.id, viewer, now);
  requireVersion(theme, body.version);
  const namesake = themeNamed(data.state, meeting.id, body.title);
  if (namesake && namesake !== theme) {
    absorb(data.state, theme, namesake);
  } else if (theme.title !== body.title) {
    theme.title = body.title;
    theme.version += 1;
  }
  return meeting;
}

/** Every idea of `theme` joins `into`; `theme` goes. */
function absorb(state: MeetingsState, theme: StoredGroup, into: StoredGroup): void {
  for (const id of [...theme.ideaIds]) place(state, id, into);
  for (const entry of [...state.notes, ...state.actionItems])
    if (entry.groupId === theme.id) entry.groupId = into.id;
  state.groups = state.groups.filter((group) => group !== theme);
}

/** Merges a theme into another: its ideas join the other, and it goes. */
export function mergeThemes(
  data: MeetingsData,
  viewer: Viewer,
  body: MergeGroupsRequest,
  now: number,
): StoredMeeting {
  const { theme, meeting } = requireTheme(data, body.id, viewer, now);
  requireVersion(theme, body.version);
  if (body.intoId === theme.id) badRequest('intoId: a theme cannot be merged into itself');
  const into = requireSeenTheme(data.state, meeting.id, body.intoId);
  absorb(data.state, theme, into);
  return meeting;
}

/** Deletes an empty theme (a theme with ideas is refused: move them out, or merge it). */
export function deleteTheme(
  data: MeetingsData,
  viewer: Viewer,
  body: { id: string; version: number },
  now: number,
): StoredMeeting {
  const { theme, meeting } = requireTheme(data, body.id, viewer, now);
  requireVersion(theme, body.version);
  if (theme.ideaIds.length) invalidState('Only an empty theme can be deleted: move its ideas out first');
  data.state.groups = data.state.groups.filter((group) => group !== theme);
  return meeting;
}

/** Every theme of the meeting, with the ideas the viewer may see (hidden ones: the host and their author). */
export function groupsView(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer): GroupsResponse {
  const isHost = canFacilitate(meeting, viewer.uid);
  const seen = new Set(
    data.state.ideas
      .filter(
        (idea) => idea.meetingId === meeting.id && (!idea.hidden || isHost || idea.authorId === viewer.uid),
      )
      .map((idea) => idea.id),
  );
  return {
    meetingId: meeting.id,
    groups: themesOf(data.state, meeting.id).map((group) => ({
      id: group.id,
      meetingId: group.meetingId,
      title: group.title,
      ideaIds: group.ideaIds.filter((id) => seen.has(id)),
      order: group.order,
      version: group.version,
    })),
  };
}
