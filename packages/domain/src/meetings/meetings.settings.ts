import { z } from 'zod';
import { ApiErrorSchema, ERROR_CODES, ERROR_STATUS } from '../lib/schema';

/** The meetings contract: its error codes, enumerations and settings (MEETINGS.md). */

/**
 * The error codes the initiatives and meetings API answers with (MEETINGS.md): a part of the one vocabulary
 * of the API (`ERROR_CODES` and `ERROR_STATUS` of lib/schema), named here for the meetings screens.
 */
export const MEETING_ERROR_CODES = {
  validation: ERROR_CODES.validation,
  unauthenticated: ERROR_CODES.unauthenticated,
  forbidden: ERROR_CODES.forbidden,
  notFound: ERROR_CODES.notFound,
  invalidState: ERROR_CODES.invalidState,
  budgetExceeded: ERROR_CODES.budgetExceeded,
  resultsHidden: ERROR_CODES.resultsHidden,
  conflict: ERROR_CODES.conflict,
} as const;
export type MeetingErrorCode = (typeof MEETING_ERROR_CODES)[keyof typeof MEETING_ERROR_CODES];

export const MEETING_ERROR_STATUS = Object.fromEntries(
  Object.values(MEETING_ERROR_CODES).map((code) => [code, ERROR_STATUS[code]]),
) as Record<MeetingErrorCode, number>;

/** `{ error: { code, message } }`: the body of every refused call (the API's one error body). */
export const MeetingErrorSchema = ApiErrorSchema;
export type MeetingError = z.infer<typeof MeetingErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Enumerations and settings
// ---------------------------------------------------------------------------------------------

export const MeetingStatusSchema = z.enum(['scheduled', 'live', 'ended']);
export type MeetingStatus = z.infer<typeof MeetingStatusSchema>;

export const MeetingTemplateSchema = z.enum([
  'brainwriting',
  'retrospective',
  'decision',
  'premortem',
  'leanCoffee',
  'custom',
]);
export type MeetingTemplate = z.infer<typeof MeetingTemplateSchema>;

/**
 * The kinds of phase. There is no "reveal" phase: the reveal is a moment that ends a silentIdeate phase
 * (by the host, at the bell with revealMode timer, or at the last submission with allSubmitted).
 */
export const PhaseTypeSchema = z.enum([
  'silentIdeate',
  'group',
  'discuss',
  'vote',
  'roundRobin',
  'decide',
  'reviewActions',
]);
export type PhaseType = z.infer<typeof PhaseTypeSchema>;

/**
 * How often a meeting recurs (a Chorus extension, issue 35): when a meeting of a series ends, the next one is
 * scheduled a week, two weeks or a month later, with the same agenda, attendees and settings.
 */
export const RecurrenceSchema = z.enum(['weekly', 'biweekly', 'monthly']);
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/**
 * What became of an action item (a Chorus extension): `open` until a later meeting of its series reviews it (a
 * reviewActions phase), then `done`, `dropped`, or `carried` (a copy, open, goes on in the reviewing meeting).
 */
export const ActionStatusSchema = z.enum(['open', 'done', 'carried', 'dropped']);
export type ActionStatus = z.infer<typeof ActionStatusSchema>;

/**
 * How a decide phase decides (a Chorus extension, chosen per phase): `consent` (agree, abstain, object, block) or
 * `gradients` of agreement (the eight levels of GRADIENT_LEVELS, read as consent for the decision's rules).
 */
export const DecisionMethodSchema = z.enum(['consent', 'gradients']);
export type DecisionMethod = z.infer<typeof DecisionMethodSchema>;

/**
 * How a vote phase votes (a Chorus extension, chosen per phase): `dots` (a budget of dots spread over the themes and
 * ideas) or `score` (each theme or idea scored from 0 to SCORE_MAX, results as mean and distribution).
 */
export const VoteMethodSchema = z.enum(['dots', 'score']);
export type VoteMethod = z.infer<typeof VoteMethodSchema>;
export const SCORE_MAX = 5;

/** A phase's method: a decide phase's decision method, or a vote phase's voting method. */
export const PhaseMethodSchema = z.enum([...DecisionMethodSchema.options, ...VoteMethodSchema.options]);
export type PhaseMethod = z.infer<typeof PhaseMethodSchema>;

/** Whether a phase of this type takes this method (a decide phase a decision method, a vote phase a voting one). */
export const phaseMethodFits = (type: PhaseType, method: PhaseMethod): boolean =>
  type === 'decide'
    ? (DecisionMethodSchema.options as readonly string[]).includes(method)
    : type === 'vote' && (VoteMethodSchema.options as readonly string[]).includes(method);

export const PhaseStatusSchema = z.enum(['pending', 'active', 'closed']);
export type PhaseStatus = z.infer<typeof PhaseStatusSchema>;

export const ViewerRoleSchema = z.enum(['host', 'attendee']);
export type ViewerRole = z.infer<typeof ViewerRoleSchema>;

/**
 * Settings, each listed from weakest to strictest. Once a meeting is live a setting may move
 * towards the strict end, never back (409 INVALID_STATE). The orderings:
 *
 * - anonymity: named < optInNames < anonymous (fewer names shown is stricter). In a `named` meeting,
 *   writing an idea is opting in: every idea carries its author's name. In `anonymous`, none does.
 * - revealMode: host < timer < allSubmitted. `host`: only the host reveals. `timer`: the host, or the
 *   phase's end time. `allSubmitted`: the host, or the moment the last eligible person submits an idea
 *   (waiting for every voice is strictest). The host can always reveal by hand, so a no-show never
 *   blocks a meeting.
 * - voteVisibility: live < afterOwnVote < untilClosed. `live`: tallies always visible. `afterOwnVote`:
 *   a viewer sees tallies once they have voted. `untilClosed`: nobody, the host included, until close.
 * - dotsPerPerson, maxDotsPerIdea: lower is stricter (a scarcer budget, less concentration); a change
 *   that would put an existing ballot over the new limits is refused (409).
 * - quorum: none < a lower share < a higher share (a decision that needs more voices is stricter).
 * - shuffle, dissentReasonRequired, devilsAdvocate, hostSpeaksLast: false < true. Turning
 *   devilsAdvocate on while live assigns the role at once; hostSpeaksLast applies to queues built later.
 */
export const AnonymitySchema = z.enum(['named', 'optInNames', 'anonymous']);
export type Anonymity = z.infer<typeof AnonymitySchema>;
export const RevealModeSchema = z.enum(['host', 'timer', 'allSubmitted']);
export type RevealMode = z.infer<typeof RevealModeSchema>;
export const VoteVisibilitySchema = z.enum(['live', 'afterOwnVote', 'untilClosed']);
export type VoteVisibility = z.infer<typeof VoteVisibilitySchema>;

/** The strictness rank of each enumerated setting value (higher is stricter). */
export const SETTING_STRICTNESS = {
  anonymity: { named: 0, optInNames: 1, anonymous: 2 },
  revealMode: { host: 0, timer: 1, allSubmitted: 2 },
  voteVisibility: { live: 0, afterOwnVote: 1, untilClosed: 2 },
} as const;

/** The breakout group sizes a host may choose (settings.breakoutSize; null: one room). */
export const BREAKOUT_SIZES = [4, 5, 6, 7, 8] as const;

export const MeetingSettingsSchema = z.object({
  anonymity: AnonymitySchema,
  revealMode: RevealModeSchema,
  voteVisibility: VoteVisibilitySchema,
  dotsPerPerson: z.number().int().min(1).max(100),
  maxDotsPerIdea: z.number().int().min(1).max(100),
  shuffle: z.boolean(),
  dissentReasonRequired: z.boolean(),
  devilsAdvocate: z.boolean(),
  hostSpeaksLast: z.boolean(),
  /**
   * The phase moves on by itself once every participant has marked ready (a Chorus extension; not a privacy
   * setting: it may be switched either way at any time). Absent in meetings saved before it existed: off.
   */
  advanceWhenReady: z.boolean().optional(),
  /**
   * Breakout groups (a Chorus extension, meetings.breakouts.ts): the participants are drawn into groups of at least
   * this many people when the meeting starts, who write and group apart until the first group phase ends. Null or
   * absent: one room. Fixed once the meeting has started.
   */
  breakoutSize: z.number().int().min(BREAKOUT_SIZES[0]).max(BREAKOUT_SIZES[4]).nullable().optional(),
  /**
   * Quorum (a Chorus extension): the share of the participants, in percent, who must take a stance for a consent
   * round to decide; short of it, the round records no decision ("quorum not met"). Null or absent: none. Once
   * live it may be raised, never lowered.
   */
  quorum: z.number().int().min(1).max(100).nullable().optional(),
});
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

export const DEFAULT_MEETING_SETTINGS: MeetingSettings = {
  anonymity: 'optInNames',
  revealMode: 'host',
  voteVisibility: 'untilClosed',
  dotsPerPerson: 5,
  maxDotsPerIdea: 3,
  shuffle: true,
  dissentReasonRequired: true,
  devilsAdvocate: false,
  hostSpeaksLast: true,
  advanceWhenReady: false,
};

/** Idea text: 1 to 500 characters. */
export const IDEA_MAX_LENGTH = 500;
/** Each round-robin turn lasts this long (seconds). */
export const SECONDS_PER_TURN = 60;
