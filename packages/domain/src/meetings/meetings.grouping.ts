import type { Viewer } from '../auth/auth.people';
import { badRequest, conflict, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import { BREAKOUT_MESSAGES, boardOf, breakoutOf, groupsApart, onBoard } from './meetings.breakouts';
import { logControl } from './meetings.facilitation';
import type { MeetingsState, StoredGroup, StoredIdea, StoredMeeting } from './meetings.records';
import {
  type MeetingsData,
  canFacilitate,
  currentPhase,
  ideationPhaseFor,
  requireOpenPhase,
  requireParticipant,
  requireRunningMeeting,
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

/** The breakout group whose board a theme is on (null: the one board). */
const boardOfTheme = (theme: StoredGroup): number | null => theme.breakout ?? null;

/** The breakout group whose board an idea is on while the groups work apart (its author's); null otherwise. */
const boardOfIdea = (meeting: StoredMeeting, idea: StoredIdea): number | null =>
  groupsApart(meeting) ? breakoutOf(meeting, idea.authorId) : null;

/**
 * The meeting whose grouping the viewer may change (a participant, in its open group phase) and the board they
 * work on (meetings.breakouts.ts: null, every board).
 */
function requireGrouping(data: MeetingsData, meetingId: string, viewer: Viewer, now: number) {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireParticipant(meeting, viewer);
  const phase = currentPhase(data.state, meeting);
  if (phase?.type !== 'group') return invalidState('Ideas are grouped during a group phase');
  requireOpenPhase(phase, meeting, now);
  return { meeting, board: boardOf(meeting, viewer.uid, canFacilitate(meeting, viewer.uid)) };
}

/** The theme of a grouping change, with its meeting (a participant, in the open group phase, on its board). */
function requireTheme(data: MeetingsData, id: string, viewer: Viewer, now: number) {
  const theme = data.state.groups.find((group) => group.id === id);
  const meeting = theme && data.state.meetings.find((entry) => entry.id === theme.meetingId);
  if (!theme || !meeting) return notFound(`Theme ${id} does not exist`);
  const { board } = requireGrouping(data, meeting.id, viewer, now);
  if (!onBoard(board, boardOfTheme(theme))) return notFound(`Theme ${id} does not exist`);
  return { theme, meeting };
}

function requireVersion(theme: StoredGroup, version: number): void {
  if (theme.version !== version) conflict(`Someone has just changed the theme "${theme.title}": ${STALE}`);
}

/**
 * A theme the client saw in this meeting, on the board of `board` (the idea's); gone since (merged or deleted by
 * someone else), or on another group's board: 409.
 */
function requireSeenTheme(
  state: MeetingsState,
  meetingId: string,
  id: string,
  board: number | null,
): StoredGroup {
  const theme = state.groups.find((group) => group.id === id && group.meetingId === meetingId);
  if (!theme || boardOfTheme(theme) !== board)
    return conflict(`That theme is gone (someone merged or deleted it): ${STALE}`);
  return theme;
}

/** The theme of that name on a board of the meeting (null: the one board), ignoring case and spaces. */
export function themeNamed(
  state: MeetingsState,
  meetingId: string,
  title: string,
  board: number | null = null,
): StoredGroup | undefined {
  const key = themeKey(title);
  return themesOf(state, meetingId).find(
    (group) => boardOfTheme(group) === board && themeKey(group.title) === key,
  );
}

/** The theme of that name on the board, or a new empty one (typing an existing name never makes a second). */
function themeFor(state: MeetingsState, meetingId: string, title: string, board: number | null): StoredGroup {
  const existing = themeNamed(state, meetingId, title, board);
  if (existing) return existing;
  const themes = themesOf(state, meetingId);
  const theme: StoredGroup = {
    id: createId(),
    meetingId,
    title,
    ideaIds: [],
    order: themes.reduce((max, group) => Math.max(max, group.order + 1), 0),
    version: 0,
    ...(board === null ? {} : { breakout: board }),
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
function autoThemeName(
  state: MeetingsState,
  meetingId: string,
  ideaText: string,
  board: number | null,
): string {
  const text = ideaText.replace(/\s+/g, ' ').trim();
  let base = text;
  if ([...text].length > AUTO_NAME_CHARS) {
    const cut = [...text].slice(0, AUTO_NAME_CHARS).join('');
    const atWord = cut.slice(0, cut.lastIndexOf(' ')).trim();
    base = `${atWord.length >= AUTO_NAME_CHARS / 2 ? atWord : cut.trim()}…`;
  }
  if (!themeNamed(state, meetingId, base, board)) return base;
  for (let n = 2; ; n += 1) {
    const title = `${base} (${n})`;
    if (!themeNamed(state, meetingId, title, board)) return title;
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
  const { meeting, board } = requireGrouping(data, body.meetingId, viewer, now);
  const targets = voteTargets(state, meeting, now);
  // A revealed idea on the viewer's board (while breakout groups work apart, their group's).
  const groupable = (id: string) => {
    const idea = targets.get(id)?.type === 'idea' && state.ideas.find((entry) => entry.id === id);
    return idea && onBoard(board, boardOfIdea(meeting, idea)) ? idea : undefined;
  };
  const idea = groupable(body.ideaId);
  if (!idea) return notFound(`Idea ${body.ideaId} is not a revealed idea of this meeting`);
  if (body.toIdeaId === body.ideaId) badRequest('toIdeaId: an idea cannot be grouped onto itself');
  if (idea.groupId !== body.fromGroupId) conflict(`Someone has just moved this idea: ${STALE}`);
  // An idea moves on its own board only: into a theme, onto an idea, of its group's.
  const ideaBoard = boardOfIdea(meeting, idea);
  let into: StoredGroup | null = null;
  if (body.toGroupId) {
    into = requireSeenTheme(state, meeting.id, body.toGroupId, ideaBoard);
  } else if (body.toIdeaId) {
    const other = groupable(body.toIdeaId);
    if (!other || boardOfIdea(meeting, other) !== ideaBoard)
      return notFound(`Idea ${body.toIdeaId} is not a revealed idea of this meeting`);
    if (body.toIdeaGroupId !== undefined && other.groupId !== body.toIdeaGroupId)
      conflict(`Someone has just moved the idea you dropped this on: ${STALE}`);
    const theirs = state.groups.find((group) => group.id === other.groupId);
    into =
      theirs ??
      themeFor(
        state,
        meeting.id,
        body.title ?? autoThemeName(state, meeting.id, other.text, ideaBoard),
        ideaBoard,
      );
    place(state, other.id, into);
  } else if (body.title) {
    into = themeFor(state, meeting.id, body.title, ideaBoard);
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
  const { meeting, board } = requireGrouping(data, body.meetingId, viewer, now);
  const targets = voteTargets(state, meeting, now);
  const boards = new Map<string, number | null>();
  for (const id of body.ideaIds) {
    const idea = targets.get(id)?.type === 'idea' && state.ideas.find((entry) => entry.id === id);
    if (idea && onBoard(board, boardOfIdea(meeting, idea))) boards.set(id, boardOfIdea(meeting, idea));
  }
  const unknown = body.ideaIds.filter((id) => !boards.has(id));
  if (unknown.length) badRequest(`Not revealed ideas of this meeting: ${unknown.slice(0, 5).join(', ')}`);
  if (new Set(boards.values()).size > 1) badRequest(BREAKOUT_MESSAGES.oneBoard);
  const ideaIds = [...new Set(body.ideaIds)];
  let themeBoard = ideaIds.length ? (boards.get(ideaIds[0] as string) ?? null) : null;
  let seen: StoredGroup | undefined;
  if (body.id) {
    seen = state.groups.find((group) => group.id === body.id && group.meetingId === meeting.id);
    if (!seen || !onBoard(board, boardOfTheme(seen))) return notFound(`Theme ${body.id} does not exist`);
    requireVersion(seen, body.version ?? -1);
    if (ideaIds.length === 0) themeBoard = boardOfTheme(seen);
    else if (boardOfTheme(seen) !== themeBoard) badRequest(BREAKOUT_MESSAGES.oneBoard);
  } else {
    if (ideaIds.length === 0) badRequest('ideaIds: a new theme needs at least one idea');
    seen = themeNamed(state, meeting.id, body.title, themeBoard);
  }
  const elsewhere = state.groups.find(
    (group) =>
      group.meetingId === meeting.id && group !== seen && group.ideaIds.some((id) => ideaIds.includes(id)),
  );
  if (elsewhere)
    conflict(`Someone has just put one of these ideas in the theme "${elsewhere.title}": ${STALE}`);
  let theme = seen ?? themeFor(state, meeting.id, body.title, themeBoard);
  // With an id the list is the theme's ideas; without one (a name), the ideas join the theme's own.
  if (body.id) for (const id of theme.ideaIds.filter((id) => !ideaIds.includes(id))) place(state, id, null);
  for (const id of ideaIds) place(state, id, theme);
  const namesake = themeNamed(state, meeting.id, body.title, themeBoard);
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

/**
 * The revealed, shown ideas of the meeting's grouping not in a theme yet, on the board (null: every board), oldest
 * first (never by author).
 */
function looseIdeas(state: MeetingsState, meeting: StoredMeeting, board: number | null) {
  const phase = currentPhase(state, meeting);
  const ideation = phase && ideationPhaseFor(state, meeting.id, phase);
  if (!ideation) return [];
  return state.ideas
    .filter(
      (idea) =>
        idea.phaseId === ideation.id &&
        !idea.hidden &&
        idea.groupId === null &&
        onBoard(board, boardOfIdea(meeting, idea)),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Themes proposed from the loose ideas' words (meetings.suggestions.ts), for a participant in the group phase: of
 * each board apart (a suggestion never gathers the ideas of two breakout groups).
 */
export function groupSuggestions(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  now: number,
): GroupSuggestions {
  const { meeting, board } = requireGrouping(data, meetingId, viewer, now);
  const byBoard = new Map<number | null, { id: string; text: string }[]>();
  for (const idea of looseIdeas(data.state, meeting, board)) {
    const key = boardOfIdea(meeting, idea);
    byBoard.set(key, [...(byBoard.get(key) ?? []), { id: idea.id, text: idea.text }]);
  }
  return {
    meetingId: meeting.id,
    suggestions: [...byBoard.values()].flatMap((ideas) => suggestThemes(ideas)),
  };
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
  const { meeting, board } = requireGrouping(data, body.meetingId, viewer, now);
  const wanted = new Set(body.ideaIds);
  const loose = looseIdeas(data.state, meeting, board).filter((idea) => wanted.has(idea.id));
  if (loose.length === 0) conflict(`These ideas are in themes already: ${STALE}`);
  const boards = new Set(loose.map((idea) => boardOfIdea(meeting, idea)));
  if (boards.size > 1) badRequest(BREAKOUT_MESSAGES.oneBoard);
  const theme = themeFor(data.state, meeting.id, body.title, [...boards][0] ?? null);
  for (const idea of loose) place(data.state, idea.id, theme);
  return meeting;
}

/** A new, empty theme; or the theme of that name if there is one. */
export function createTheme(
  data: MeetingsData,
  viewer: Viewer,
  body: { meetingId: string; title: string; breakout?: number | undefined },
  now: number,
): StoredMeeting {
  const { meeting, board } = requireGrouping(data, body.meetingId, viewer, now);
  let themeBoard: number | null = board;
  // While the groups work apart, a facilitator (who sees every board) says which one.
  if (board === null && groupsApart(meeting)) {
    if (!body.breakout || body.breakout > meeting.breakouts.length) badRequest(BREAKOUT_MESSAGES.whichBoard);
    themeBoard = body.breakout ?? null;
  }
  themeFor(data.state, meeting.id, body.title, themeBoard);
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
  const namesake = themeNamed(data.state, meeting.id, body.title, boardOfTheme(theme));
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
  const into = requireSeenTheme(data.state, meeting.id, body.intoId, boardOfTheme(theme));
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
  const board = boardOf(meeting, viewer.uid, isHost);
  const seen = new Set(
    data.state.ideas
      .filter(
        (idea) => idea.meetingId === meeting.id && (!idea.hidden || isHost || idea.authorId === viewer.uid),
      )
      .map((idea) => idea.id),
  );
  return {
    meetingId: meeting.id,
    groups: themesOf(data.state, meeting.id)
      .filter((group) => onBoard(board, boardOfTheme(group)))
      .map((group) => ({
        id: group.id,
        meetingId: group.meetingId,
        title: group.title,
        ideaIds: group.ideaIds.filter((id) => seen.has(id)),
        order: group.order,
        version: group.version,
        ...(group.breakout ? { breakout: group.breakout } : {}),
      })),
  };
}

/**
 * The breakout groups come together: every theme moves to the one board, and themes of the same name (ignoring
 * case and spaces) become one, the first group's keeping its name; the loose ideas stay loose. Written to the log
 * (detail: how many themes joined another). False if the groups were not apart.
 */
export function bringGroupsTogether(
  state: MeetingsState,
  meeting: StoredMeeting,
  actorId: string | null,
  now: number,
): boolean {
  if (!groupsApart(meeting)) return false;
  const themes = themesOf(state, meeting.id).sort(
    (a, b) => (boardOfTheme(a) ?? 0) - (boardOfTheme(b) ?? 0) || a.order - b.order,
  );
  const kept: StoredGroup[] = [];
  let joined = 0;
  for (const theme of themes) {
    const namesake = kept.find((other) => themeKey(other.title) === themeKey(theme.title));
    if (namesake) {
      absorb(state, theme, namesake);
      joined += 1;
    } else kept.push(theme);
  }
  kept.forEach((theme, order) => {
    theme.breakout = null;
    theme.order = order;
    theme.version += 1;
  });
  meeting.breakoutsMergedAt = iso(now);
  meeting.updatedAt = iso(now);
  logControl(state, meeting, actorId, 'bringTogether', now, { detail: String(joined) });
  return true;
}

/** POST breakouts/merge: a facilitator brings the breakout groups together during their group phase. */
export function mergeBreakouts(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  now: number,
): StoredMeeting {
  const meeting = requireRunningMeeting(data, meetingId, viewer, 'bring the groups together');
  if (!groupsApart(meeting)) return invalidState(BREAKOUT_MESSAGES.together);
  if (currentPhase(data.state, meeting)?.type !== 'group') return invalidState(BREAKOUT_MESSAGES.notGrouping);
  bringGroupsTogether(data.state, meeting, viewer.uid, now);
  return meeting;
}
