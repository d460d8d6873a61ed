import { z } from 'zod';
import { Time, Title } from './meetings.fields';
import { IdListSchema, IdSchema, LIMITS, requiredText, trimmedText } from '../lib/schema';
import {
  IDEA_MAX_LENGTH,
  PhaseMethodSchema,
  MeetingSettingsSchema,
  MeetingStatusSchema,
  MeetingTemplateSchema,
  RecurrenceSchema,
  PhaseTypeSchema,
} from './meetings.settings';
import {
  AllocationSchema,
  GuestKindSchema,
  HIDE_REASON_MAX_LENGTH,
  StanceChoiceSchema,
} from './meetings.views';

/** The meetings contract: the requests (payloads and queries), with the rules of each field. */

export const MeetingsQuerySchema = z.object({
  initiativeId: IdSchema.optional(),
  status: MeetingStatusSchema.optional(),
});
export type MeetingsQuery = z.infer<typeof MeetingsQuerySchema>;

export const ByIdQuerySchema = z.object({ id: IdSchema });
export const ByIdRequestSchema = z.object({ id: IdSchema });
export type ByIdRequest = z.infer<typeof ByIdRequestSchema>;

/** A Write alone phase's idea columns (a Chorus extension, issue 35): 2 to 4 names, none twice. */
export const IDEA_COLUMNS_MAX = 4;
export const IdeaColumnsSchema = z
  .array(requiredText(40, 1, 'Name the column'))
  .min(2)
  .max(IDEA_COLUMNS_MAX)
  .refine((names) => new Set(names.map((name) => name.toLocaleLowerCase())).size === names.length, {
    message: 'Give each column its own name',
  });

export const PhaseInputSchema = z.object({
  /** Keep the id to update a phase; omit it to add one. */
  id: IdSchema.optional(),
  type: PhaseTypeSchema,
  title: Title,
  prompt: trimmedText(LIMITS.text),
  timeboxSec: z
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .nullable(),
  /**
   * Decide phases: consent (the default) or gradients of agreement; vote phases: dots (the default) or score; no
   * other phase takes one.
   */
  method: PhaseMethodSchema.optional(),
  /**
   * Write alone phases: the columns each idea is written in (a retrospective's "went well / to improve / try next"),
   * 2 to IDEA_COLUMNS_MAX names, each its own; absent: one list. No other phase takes them.
   */
  columns: IdeaColumnsSchema.optional(),
});
export type PhaseInput = z.infer<typeof PhaseInputSchema>;

/** An initiative's own templates (issue 35): at most this many, each named once. */
export const TEMPLATES_PER_INITIATIVE = 20;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 500;

/** A phase of a saved template: a phase input without an id (each meeting made from it gets its own). */
export const TemplatePhaseSchema = PhaseInputSchema.omit({ id: true });
export type TemplatePhase = z.infer<typeof TemplatePhaseSchema>;

/**
 * A template an initiative keeps (saved from a meeting's agenda, shared with its members): the agenda's phases
 * with their time boxes and decision methods, and the meeting's settings.
 */
export const OwnTemplateSchema = z.object({
  id: IdSchema,
  name: Title,
  description: trimmedText(TEMPLATE_DESCRIPTION_MAX_LENGTH),
  phases: z.array(TemplatePhaseSchema).min(1).max(30),
  settings: MeetingSettingsSchema,
  createdBy: IdSchema,
  createdAt: Time,
});
export type OwnTemplate = z.infer<typeof OwnTemplateSchema>;

/** A saved template as a member sees it: who saved it by name, and whether the viewer may delete it. */
export const OwnTemplateViewSchema = OwnTemplateSchema.omit({ createdBy: true }).extend({
  createdByName: z.string(),
  /** Whoever saved it, and the initiative's owner. */
  viewerCanDelete: z.boolean(),
});
export type OwnTemplateView = z.infer<typeof OwnTemplateViewSchema>;

export const TemplatesQuerySchema = z.object({ initiativeId: IdSchema });
export type TemplatesQuery = z.infer<typeof TemplatesQuerySchema>;

/** Saves the meeting's agenda and settings as a template of its initiative, under a name of its own. */
export const SaveTemplateRequestSchema = z.object({
  meetingId: IdSchema,
  name: Title,
  description: trimmedText(TEMPLATE_DESCRIPTION_MAX_LENGTH).default(''),
});
export type SaveTemplateRequest = z.input<typeof SaveTemplateRequestSchema>;

export const DeleteTemplateRequestSchema = z.object({ initiativeId: IdSchema, id: IdSchema });
export type DeleteTemplateRequest = z.infer<typeof DeleteTemplateRequestSchema>;

/**
 * Create (no id) or update. On create, `phases` defaults to the template's agenda and `settings`
 * to DEFAULT_MEETING_SETTINGS (a partial is merged). While live: settings only stricter; the agenda
 * may change only in its pending phases' title, prompt and time box (same ids, same order).
 * Ended meetings cannot change.
 */
export const SaveMeetingRequestSchema = z.object({
  id: IdSchema.optional(),
  initiativeId: IdSchema,
  title: Title,
  goal: trimmedText(LIMITS.text).default(''),
  scheduledAt: Time,
  durationMin: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Initiative members; default: every member but the host. */
  attendeeIds: IdListSchema.optional(),
  /**
   * Attendees who run the meeting's controls beside the host (a Chorus extension); default: as they were (none
   * for a new meeting). A co-host left out of the attendees stops being one.
   */
  coHostIds: IdListSchema.optional(),
  /**
   * Who leads once it starts (a Chorus extension): the host (null) or one of its co-hosts, as the initiative's rota
   * proposes; before the meeting starts only (during it, `meetings/facilitator` hands the lead on).
   */
  facilitatorId: IdSchema.nullable().optional(),
  template: MeetingTemplateSchema.default('brainwriting'),
  /**
   * How often it recurs (a Chorus extension): the meeting starts a series (or goes on with its own); when it ends,
   * the next one is scheduled with the same agenda, attendees and settings. Null: the series stops here. Absent: as it
   * was (none for a new meeting).
   */
  recurrence: RecurrenceSchema.nullable().optional(),
  phases: z.array(PhaseInputSchema).max(30).optional(),
  settings: MeetingSettingsSchema.partial().optional(),
});
export type SaveMeetingRequest = z.input<typeof SaveMeetingRequestSchema>;

export const MeetingIdRequestSchema = z.object({ meetingId: IdSchema });

/**
 * Facilitation goes to `userId`: the host or a co-host. Without a userId (or naming themself) the viewer takes it
 * (a co-host while the facilitator is away; the host at any time).
 */
export const HandOffRequestSchema = z.object({ meetingId: IdSchema, userId: IdSchema.optional() });
export type HandOffRequest = z.infer<typeof HandOffRequestSchema>;

/** The host turns a guest link on (a new token: the old link stops working) or off. */
export const GuestLinkRequestSchema = z.object({
  meetingId: IdSchema,
  kind: GuestKindSchema,
  enabled: z.boolean(),
});
export type GuestLinkRequest = z.infer<typeof GuestLinkRequestSchema>;

/** A guest link's token, as the link carries it. */
export const GuestTokenSchema = z.string().min(1).max(200);

export const GuestLinkQuerySchema = z.object({ token: GuestTokenSchema });

/** Joining by a guest link: the name the others will see. */
export const GuestJoinRequestSchema = z.object({
  token: GuestTokenSchema,
  displayName: z.string().max(LIMITS.shortText),
});
export type GuestJoinRequest = z.infer<typeof GuestJoinRequestSchema>;
export type MeetingIdRequest = z.infer<typeof MeetingIdRequestSchema>;

/** Either an absolute end time (null clears it) or seconds to add (from the later of now and endsAt). */
export const TimerRequestSchema = z
  .object({
    meetingId: IdSchema,
    endsAt: Time.nullable().optional(),
    addSec: z
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .optional(),
  })
  .refine((value) => (value.endsAt !== undefined) !== (value.addSec !== undefined), {
    message: 'Give either endsAt or addSec',
  });
export type TimerRequest = z.infer<typeof TimerRequestSchema>;

export const ReadyRequestSchema = z.object({ meetingId: IdSchema, ready: z.boolean() });
export type ReadyRequest = z.infer<typeof ReadyRequestSchema>;

/** phaseId: the ideation phase to reveal (default: the latest one started). */
export const RevealRequestSchema = z.object({ meetingId: IdSchema, phaseId: IdSchema.optional() });
export type RevealRequest = z.infer<typeof RevealRequestSchema>;

/** phaseId: an ideation phase, or a later phase (its ideas are those of the latest ideation before it). */
export const IdeasQuerySchema = z.object({ meetingId: IdSchema, phaseId: IdSchema.optional() });
export type IdeasQuery = z.infer<typeof IdeasQuerySchema>;

/**
 * The id a new record takes, made by the client (a random UUID) so that a write sent again (after a lost answer,
 * an outage, a reload) is applied once: the same request again answers the record it made, unchanged. An id in
 * use by anything else is refused (409 CONFLICT).
 */
export const NewIdSchema = z.uuid();

export const SaveIdeaRequestSchema = z.object({
  /** Omit to write a new idea; give it to edit an own idea. */
  id: IdSchema.optional(),
  /** A new idea's id, made by the client (NewIdSchema): sending it again never writes a second idea. */
  newId: NewIdSchema.optional(),
  /** The active ideation phase (required for a new idea). */
  phaseId: IdSchema.optional(),
  text: requiredText(IDEA_MAX_LENGTH),
  /** "Show my name" on this idea (optInNames meetings). Default false. */
  showName: z.boolean().optional(),
  /** The column it is written in (0-based), when its phase has columns (default: the first; refused elsewhere). */
  column: z
    .number()
    .int()
    .min(0)
    .max(IDEA_COLUMNS_MAX - 1)
    .optional(),
});
export type SaveIdeaRequest = z.infer<typeof SaveIdeaRequestSchema>;

/** Hiding asks for a reason (every member sees "hidden by the host: <reason>"); showing again does not. */
export const HideIdeaRequestSchema = z
  .object({
    id: IdSchema,
    hidden: z.boolean().default(true),
    reason: requiredText(HIDE_REASON_MAX_LENGTH).optional(),
  })
  .refine((value) => !value.hidden || value.reason !== undefined, {
    message: 'reason: say why the idea is hidden',
    path: ['reason'],
  });
export type HideIdeaRequest = z.input<typeof HideIdeaRequestSchema>;

/**
 * A theme with its ideas at once (MEETINGS.md's call; the app groups one idea at a time, see MoveIdeaRequest).
 * Without `id`: the ideas join the theme of that name (ignoring case and spaces), or a new one. With `id`: the
 * theme's ideas become `ideaIds` (an idea left out is ungrouped; none left removes the theme) and its title
 * `title` (another theme's name: it joins that theme); `version` is the theme's version as last seen. An idea
 * in another theme is never taken from it. A stale version or an idea now in another theme: 409 CONFLICT,
 * nothing changes.
 */
export const SaveGroupRequestSchema = z
  .object({
    meetingId: IdSchema,
    id: IdSchema.optional(),
    version: z.number().int().min(0).optional(),
    title: Title,
    ideaIds: IdListSchema,
  })
  .refine((value) => value.id === undefined || value.version !== undefined, {
    message: 'version: give the version of the theme as last seen',
    path: ['version'],
  });
export type SaveGroupRequest = z.infer<typeof SaveGroupRequestSchema>;

export const VotesQuerySchema = z.object({ phaseId: IdSchema });

export const SaveVoteRequestSchema = z.object({
  phaseId: IdSchema,
  allocations: z.array(AllocationSchema).max(LIMITS.list),
});
export type SaveVoteRequest = z.infer<typeof SaveVoteRequestSchema>;

export const SaveStanceRequestSchema = z.object({
  proposalId: IdSchema,
  choice: StanceChoiceSchema,
  reason: trimmedText(IDEA_MAX_LENGTH).optional(),
});
export type SaveStanceRequest = z.infer<typeof SaveStanceRequestSchema>;

export const ResultsQuerySchema = z
  .object({ phaseId: IdSchema.optional(), proposalId: IdSchema.optional() })
  .refine((value) => (value.phaseId === undefined) !== (value.proposalId === undefined), {
    message: 'Give either phaseId or proposalId',
  });
export type ResultsQuery = z.infer<typeof ResultsQuerySchema>;

/**
 * With a proposalId, the outcome records that closed consent round (its text, counts and minority report):
 * a decision only when nobody blocked and no objection stands (`objectionsResolved` says the group resolved
 * them), else `noDecision: true` records that the group did not decide. The statement defaults to the
 * proposal's text; without a proposal it is required.
 */
export const SaveOutcomeRequestSchema = z
  .object({
    id: IdSchema.optional(),
    meetingId: IdSchema,
    proposalId: IdSchema.nullable().optional(),
    statement: requiredText(LIMITS.text).optional(),
    reviewOn: Time.nullable().optional(),
    noDecision: z.boolean().optional(),
    objectionsResolved: z.boolean().optional(),
  })
  .refine((value) => value.statement !== undefined || !!value.proposalId, {
    message: 'statement: say what was decided (or give the proposalId it records)',
    path: ['statement'],
  });
export type SaveOutcomeRequest = z.infer<typeof SaveOutcomeRequestSchema>;

/** here: false when the page closes (default true: the heartbeat). */
export const PresenceRequestSchema = z.object({ meetingId: IdSchema, here: z.boolean().default(true) });
export type PresenceRequest = z.input<typeof PresenceRequestSchema>;

/** passed: the current speaker passes instead of speaking. */
export const TurnNextRequestSchema = z.object({ meetingId: IdSchema, passed: z.boolean().optional() });
export type TurnNextRequest = z.infer<typeof TurnNextRequestSchema>;

/** Opens the draft proposal's consent round with the host's text (written, or picked from the top of the tally). */
export const OpenProposalRequestSchema = z.object({
  proposalId: IdSchema,
  statement: requiredText(LIMITS.text),
});
export type OpenProposalRequest = z.infer<typeof OpenProposalRequestSchema>;

/** A new consent round on an amended text, after a block or an objection (the earlier round is kept). */
export const ReviseProposalRequestSchema = OpenProposalRequestSchema;
export type ReviseProposalRequest = OpenProposalRequest;

export const ProposalIdRequestSchema = z.object({ proposalId: IdSchema });
export type ProposalIdRequest = z.infer<typeof ProposalIdRequestSchema>;
