import { z } from 'zod';
import { Time } from './meetings.fields';
import { IdSchema, LIMITS, requiredText } from '../lib/schema';
import { NewIdSchema } from './meetings.requests';
import { ActionStatusSchema, MeetingStatusSchema, RecurrenceSchema } from './meetings.settings';
import { IdeaGroupSchema } from './meetings.views';

/** The meetings contract: grouping one idea at a time, and the discussion (Chorus extensions, docs/meetings.md). */

/** A theme's name as compared: case and white space (and invisible format characters) ignored. */
export const themeKey = (title: string): string =>
  title
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\p{White_Space}\p{Cf}]+/gu, '');

/** A theme's name: required, visible text. Two names are the same theme when equal ignoring case and spaces. */
export const ThemeTitleSchema = requiredText(LIMITS.shortText, 1, 'Name the theme');

/** Every theme of the meeting, with the ideas the viewer may see in each. */
export const GroupsResponseSchema = z.object({
  meetingId: IdSchema,
  groups: z.array(IdeaGroupSchema),
});
export type GroupsResponse = z.infer<typeof GroupsResponseSchema>;

/** A theme proposed from the loose ideas' words (issue 35): its ideas and a title; never who wrote them. */
export const GroupSuggestionSchema = z.object({ title: z.string(), ideaIds: z.array(IdSchema) });
export type GroupSuggestion = z.infer<typeof GroupSuggestionSchema>;

export const GroupSuggestionsSchema = z.object({
  meetingId: IdSchema,
  suggestions: z.array(GroupSuggestionSchema),
});
export type GroupSuggestions = z.infer<typeof GroupSuggestionsSchema>;

export const GroupSuggestionsQuerySchema = z.object({ meetingId: IdSchema });

/** Accepting a suggestion, perhaps renamed: the listed ideas still loose go into the theme of that name. */
export const AcceptSuggestionRequestSchema = z.object({
  meetingId: IdSchema,
  title: ThemeTitleSchema,
  ideaIds: z.array(IdSchema).min(1).max(LIMITS.list),
});
export type AcceptSuggestionRequest = z.input<typeof AcceptSuggestionRequestSchema>;

/**
 * Moves one idea, like a sticky note. `fromGroupId` is the theme the client last saw the idea in (null:
 * ungrouped); if it has moved since, 409 CONFLICT and nothing changes. Where to:
 * - `toGroupId`: into that theme;
 * - `toIdeaId` (with `toIdeaGroupId`, that idea's theme as last seen): onto another idea: into its theme,
 *   or, if it has none, into a new theme of both (named `title`, or "Theme N");
 * - `title` alone: into the theme of that name (ignoring case and spaces), or a new one;
 * - none of them: out of its theme (ungrouped).
 */
export const MoveIdeaRequestSchema = z
  .object({
    meetingId: IdSchema,
    ideaId: IdSchema,
    fromGroupId: IdSchema.nullable(),
    toGroupId: IdSchema.optional(),
    toIdeaId: IdSchema.optional(),
    toIdeaGroupId: IdSchema.nullable().optional(),
    title: ThemeTitleSchema.optional(),
  })
  .refine((value) => !(value.toGroupId && (value.toIdeaId || value.title)), {
    message: 'Give toGroupId, or toIdeaId (and a title), or a title',
  });
export type MoveIdeaRequest = z.input<typeof MoveIdeaRequestSchema>;

/** `breakout`: while breakout groups work apart, the board a facilitator adds the theme to (a participant's is their own). */
export const CreateGroupRequestSchema = z.object({
  meetingId: IdSchema,
  title: ThemeTitleSchema,
  breakout: z.number().int().min(1).optional(),
});
export type CreateGroupRequest = z.input<typeof CreateGroupRequestSchema>;

/** `version`: the theme's version as last seen (409 CONFLICT if it has changed since). */
export const RenameGroupRequestSchema = z.object({
  id: IdSchema,
  version: z.number().int().min(0),
  title: ThemeTitleSchema,
});
export type RenameGroupRequest = z.input<typeof RenameGroupRequestSchema>;

export const MergeGroupsRequestSchema = z.object({
  id: IdSchema,
  version: z.number().int().min(0),
  intoId: IdSchema,
});
export type MergeGroupsRequest = z.input<typeof MergeGroupsRequestSchema>;

export const DeleteGroupRequestSchema = z.object({ id: IdSchema, version: z.number().int().min(0) });
export type DeleteGroupRequest = z.input<typeof DeleteGroupRequestSchema>;

/** A shared note of the discussion, on a theme (or on the meeting: groupId null). Never its writer. */
export const NoteViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  text: z.string(),
  createdAt: Time,
});
export type NoteView = z.infer<typeof NoteViewSchema>;

/** An action item: what, who (a participant, or nobody yet), by when (YYYY-MM-DD, or null). */
export const ActionItemViewSchema = z.object({
  id: IdSchema,
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  /** The theme's name when the item was read (null: on the meeting). */
  groupTitle: z.string().nullable(),
  text: z.string(),
  owner: z.object({ id: IdSchema, displayName: z.string() }).nullable(),
  dueOn: z.string().nullable(),
  createdAt: Time,
});
export type ActionItemView = z.infer<typeof ActionItemViewSchema>;

/** GET discussion: the notes and the action items of a meeting, oldest first. */
export const DiscussionSchema = z.object({
  meetingId: IdSchema,
  notes: z.array(NoteViewSchema),
  actionItems: z.array(ActionItemViewSchema),
});
export type Discussion = z.infer<typeof DiscussionSchema>;

export const DiscussionQuerySchema = z.object({ meetingId: IdSchema });

/** Notes and action items: at most 1000 characters. */
export const NOTE_MAX_LENGTH = 1000;

export const SaveNoteRequestSchema = z.object({
  meetingId: IdSchema,
  /** The note's id, made by the client (NewIdSchema): sending it again never writes a second note. */
  newId: NewIdSchema.optional(),
  groupId: IdSchema.nullable(),
  text: requiredText(NOTE_MAX_LENGTH, 1, 'Write the note'),
});
export type SaveNoteRequest = z.input<typeof SaveNoteRequestSchema>;

/** A calendar day, YYYY-MM-DD. */
export const DayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD')
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'Expected a real day' },
  );

export const SaveActionItemRequestSchema = z.object({
  meetingId: IdSchema,
  groupId: IdSchema.nullable(),
  text: requiredText(NOTE_MAX_LENGTH, 1, 'Say what is to be done'),
  /** A participant of the meeting; null or absent: nobody yet. */
  ownerId: IdSchema.nullable().optional(),
  dueOn: DayStringSchema.nullable().optional(),
});
export type SaveActionItemRequest = z.input<typeof SaveActionItemRequestSchema>;

/** The meeting an action item was written in, as a review or a series names it. */
export const ActionSourceSchema = z.object({ id: IdSchema, title: z.string(), scheduledAt: Time });

/**
 * An open action item of a series (a Chorus extension, issue 35): what, who, by when, and the meeting it was written
 * in. Never who wrote it.
 */
export const OpenActionSchema = ActionItemViewSchema.pick({
  id: true,
  text: true,
  owner: true,
  dueOn: true,
}).extend({ meeting: ActionSourceSchema });
export type OpenAction = z.infer<typeof OpenActionSchema>;

/** An action item as a later meeting of its series reviews it: open, or what this meeting made of it. */
export const ReviewItemSchema = OpenActionSchema.extend({
  status: ActionStatusSchema,
  /** A facilitator of the reviewing meeting, or the item's owner, during its review. */
  viewerCanReview: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/**
 * GET review: the action items the earlier meetings of the series left open, and those this meeting has reviewed,
 * oldest meeting first. Empty for a meeting in no series.
 */
export const ActionReviewSchema = z.object({
  meetingId: IdSchema,
  seriesId: IdSchema.nullable(),
  items: z.array(ReviewItemSchema),
});
export type ActionReview = z.infer<typeof ActionReviewSchema>;

export const ReviewQuerySchema = z.object({ meetingId: IdSchema });

/** What the review makes of an item: done, carried on into this meeting, dropped, or open again (undo). */
export const ReviewActionRequestSchema = z.object({
  meetingId: IdSchema,
  actionItemId: IdSchema,
  status: ActionStatusSchema,
});
export type ReviewActionRequest = z.infer<typeof ReviewActionRequestSchema>;

/** A meeting series of an initiative, as its members see it. */
export const SeriesViewSchema = z.object({
  /** The id its meetings share. */
  id: IdSchema,
  /** The latest meeting's title. */
  title: z.string(),
  /** The latest meeting's recurrence; null: the series stopped (it schedules no more). */
  recurrence: RecurrenceSchema.nullable(),
  meetingCount: z.number().int(),
  /** The earliest meeting not ended yet (scheduled or live); null: none. */
  next: ActionSourceSchema.extend({ status: MeetingStatusSchema }).nullable(),
  /** The action items of its meetings still open, oldest first. */
  openActions: z.array(OpenActionSchema),
});
export type SeriesView = z.infer<typeof SeriesViewSchema>;

export const SeriesQuerySchema = z.object({ initiativeId: IdSchema });
