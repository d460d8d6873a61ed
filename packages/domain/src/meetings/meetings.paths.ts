/**
 * The meetings API's paths, in a module of their own: a page that only calls one (the navigation's "Live" badge)
 * does not download the meetings contract's schemas with them.
 */
const base = '/api/meetings';
export const meetingPaths = {
  /** GET ?initiativeId=&status= → MeetingSummary[] (only meetings of the viewer's initiatives) */
  items: `${base}/items`,
  /** GET ?id= → MeetingDetail */
  item: `${base}/item`,
  /** POST SaveMeetingRequest → MeetingDetail (hosts; once live, settings only stricter) */
  save: `${base}/item/save`,
  /** POST {id} → {id} (hosts; 409 while live) */
  delete: `${base}/item/delete`,
  /** POST {id} → MeetingDetail (the meeting's host; scheduled → live, first phase active) */
  start: `${base}/item/start`,
  /** POST {id} → MeetingDetail (the meeting's host; live → ended, the active phase closes) */
  end: `${base}/item/end`,
  /** POST {meetingId} → MeetingDetail (host: close the current phase, open the next) */
  advance: `${base}/phase/advance`,
  /** POST {meetingId, endsAt | addSec} → MeetingDetail (host: set or extend the active phase's end) */
  timer: `${base}/phase/timer`,
  /** POST {meetingId, ready} → MeetingDetail (a participant marks themself ready or not) */
  ready: `${base}/phase/ready`,
  /**
   * POST {meetingId, phaseId?} → MeetingDetail (host; once per ideation phase, 409 the second time). The
   * reveal ends the ideation phase (closed, its timer stopped); the host then moves on to the next phase.
   */
  reveal: `${base}/phase/reveal`,
  /** GET ?meetingId=&phaseId= → IdeasResponse */
  ideas: `${base}/ideas`,
  /** POST SaveIdeaRequest → IdeaView (own ideas only, in the active ideation phase, before the reveal) */
  ideaSave: `${base}/idea/save`,
  /** POST {id} → {id} (own ideas only, before the reveal) */
  ideaDelete: `${base}/idea/delete`,
  /** POST {id, hidden, reason} → IdeaView (host, after the reveal; hiding needs a reason every member sees) */
  ideaHide: `${base}/idea/hide`,
  /** POST SaveGroupRequest → IdeaGroup (participants, during a group phase, after the reveal) */
  groupSave: `${base}/group/save`,
  /** GET ?phaseId= → MyBallot */
  votesMine: `${base}/votes/mine`,
  /** POST {phaseId, allocations} → MyBallot (replaces the ballot; 422 over budget or cap) */
  voteSave: `${base}/vote/save`,
  /** POST {proposalId, choice, reason?} → ProposalView */
  stanceSave: `${base}/stance/save`,
  /**
   * GET ?phaseId= (vote or decide) | ?proposalId= → Results, or 423 ResultsHidden while the settings'
   * voteVisibility hides them from this viewer (dot votes and consent stances alike).
   */
  results: `${base}/results`,
  /** POST SaveOutcomeRequest → Outcome (host; lands in the initiative's decision log) */
  outcomeSave: `${base}/outcome/save`,
  /** POST {meetingId, passed?} → MeetingDetail (host or the current speaker) */
  turnNext: `${base}/turn/next`,
  /**
   * Chorus extension. POST {meetingId, here?} → MeetingDetail (a participant of a scheduled or live meeting):
   * the presence heartbeat of an open meeting page, every PRESENCE_HEARTBEAT_SEC; `here: false` on leaving.
   */
  presence: `${base}/presence`,
  /**
   * Chorus extension. POST {meetingId, userId} → MeetingDetail (the facilitator or the host: hand the lead to the
   * host or a co-host; a co-host naming themself: take it over while the facilitator is away).
   */
  facilitator: `${base}/facilitator`,
  /**
   * Chorus extension. POST {meetingId, kind, enabled} → MeetingDetail (the host: turns the meeting's guest or
   * spectator link on with a new unguessable token, or off; a meeting that has not ended)
   */
  guestLink: `${base}/guest-link`,
  /**
   * Chorus extension. POST {meetingId} → MeetingDetail (a facilitator, during the first group phase: the breakout
   * groups' boards become one, themes of the same name joined; 409 once they are together)
   */
  breakoutsMerge: `${base}/breakouts/merge`,
  /** GET ?initiativeId= → OwnTemplateView[] (the initiative's own templates, to its members) */
  templates: `${base}/templates`,
  /** POST {meetingId, name, description?} → OwnTemplateView (the meeting's host or a co-host) */
  templateSave: `${base}/template/save`,
  /** POST {initiativeId, id} → {id} (whoever saved it, or the initiative's owner) */
  templateDelete: `${base}/template/delete`,
  /**
   * Chorus extension, no session. GET ?token= → GuestLinkView (the meeting a guest link opens: its title, its host,
   * the link's kind); 404 for a link that is off, revoked or whose meeting has ended. Rate-limited per client.
   */
  guest: `${base}/guest`,
  /**
   * Chorus extension, no session. POST {token, displayName} → GuestSession (a guest account that takes part in, or
   * watches, that one meeting, and its access token). Rate-limited per client.
   */
  guestJoin: `${base}/guest/join`,
  /** Chorus extension. POST {proposalId, statement} → MeetingDetail (host: the draft proposal's consent round opens) */
  proposalOpen: `${base}/proposal/open`,
  /** Chorus extension. POST {proposalId} → MeetingDetail (host: the consent round closes, its results are published) */
  proposalClose: `${base}/proposal/close`,
  /**
   * Chorus extension. POST {proposalId, statement} → MeetingDetail (host, after a block or an objection: a new
   * consent round on the amended text; the earlier rounds are kept)
   */
  proposalRevise: `${base}/proposal/revise`,
  /**
   * Chorus extension. GET ?id= → MeetingReport (ideas, themes, closed votes, decisions, action items): every member
   * once the meeting has ended (409 before), its host and co-hosts at any time
   */
  summary: `${base}/summary`,
  // Chorus extensions: grouping one idea at a time (docs/meetings.md). Each answers GroupsResponse.
  /** POST MoveIdeaRequest → GroupsResponse (participants, group phase; 409 CONFLICT if the idea moved since) */
  ideaMove: `${base}/idea/move`,
  /** POST CreateGroupRequest → GroupsResponse (a theme of the same name is reused, not doubled) */
  groupCreate: `${base}/group/create`,
  /** POST RenameGroupRequest → GroupsResponse (409 CONFLICT on a stale version; an existing name merges) */
  groupRename: `${base}/group/rename`,
  /** POST MergeGroupsRequest → GroupsResponse (the theme's ideas join `intoId`; the theme goes) */
  groupMerge: `${base}/group/merge`,
  /**
   * GET ?meetingId= → GroupSuggestions (participants, group phase): themes proposed from the loose ideas' words,
   * computed on the server or the mock (no network, no model); an idea id and a title, never an author
   */
  groupSuggestions: `${base}/group/suggestions`,
  /** POST {meetingId, title, ideaIds} → GroupsResponse: the ideas still loose go into the theme of that name */
  groupSuggestionAccept: `${base}/group/suggestion/accept`,
  /** POST DeleteGroupRequest → GroupsResponse (empty themes only) */
  groupDelete: `${base}/group/delete`,
  // Chorus extensions: the discussion's notes and action items, per theme.
  /** GET ?meetingId= → Discussion (every member; also after the meeting, for its summary) */
  discussion: `${base}/discussion`,
  /** POST SaveNoteRequest → Discussion (participants, live meeting) */
  noteSave: `${base}/discussion/note/save`,
  /** POST SaveActionItemRequest → Discussion (participants, live meeting) */
  actionSave: `${base}/discussion/action/save`,
  // Chorus extensions: meeting series (issue 35).
  /** GET ?meetingId= → ActionReview (who sees the meeting: the open actions of its series' earlier meetings) */
  review: `${base}/review`,
  /** POST ReviewActionRequest → ActionReview (a facilitator or the item's owner, during a reviewActions phase) */
  reviewMark: `${base}/review/mark`,
  /** GET ?initiativeId= → SeriesView[] (the initiative's series and their open actions, to its members) */
  series: `${base}/series`,
} as const;
