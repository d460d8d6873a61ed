import { z } from 'zod';
import { Time } from './meetings.fields';
import { IdSchema } from '../lib/schema';
import { VoteMethodSchema } from './meetings.settings';
import { OutcomeSchema, ParticipationSchema, TallySchema } from './meetings.views';

/** The meetings contract: the summary of an ended meeting (a Chorus extension). */

export const ReportIdeaSchema = z.object({
  text: z.string(),
  /** Null unless the author chose to show it. */
  authorName: z.string().nullable(),
  /** The column it was written in (its name), when its phase wrote in columns; null otherwise. */
  column: z.string().nullable().default(null),
});
export type ReportIdea = z.infer<typeof ReportIdeaSchema>;

export const ReportThemeSchema = z.object({ title: z.string(), ideas: z.array(ReportIdeaSchema) });
export type ReportTheme = z.infer<typeof ReportThemeSchema>;

export const ReportVoteSchema = z.object({
  title: z.string(),
  /** Dots (the default) or a score vote, whose tallies carry each target's mean and how many scored it. */
  method: VoteMethodSchema.default('dots'),
  participation: ParticipationSchema,
  /** Dots cast in all (a score vote: the scores' sum). */
  totalPoints: z.number().int(),
  tallies: z.array(
    TallySchema.pick({ label: true, targetType: true, points: true, mean: true }).extend({
      voters: z.number().int().nullable().optional(),
    }),
  ),
});
export type ReportVote = z.infer<typeof ReportVoteSchema>;

/** An action item agreed in the meeting (the discuss phases'); owner and due date when given. */
export const ReportActionItemSchema = z.object({
  text: z.string(),
  owner: z.string().nullable(),
  dueOn: z.string().nullable(),
  theme: z.string().nullable(),
});
export type ReportActionItem = z.infer<typeof ReportActionItemSchema>;

/** A note of the discussion, on a theme (its name when the summary was read) or on the meeting (null). */
export const ReportNoteSchema = z.object({ text: z.string(), theme: z.string().nullable() });
export type ReportNote = z.infer<typeof ReportNoteSchema>;

/** An ended meeting as a record: what was said (revealed, not hidden ideas), grouped, voted and decided. */
export const MeetingReportSchema = z.object({
  meetingId: IdSchema,
  title: z.string(),
  goal: z.string(),
  initiativeTitle: z.string(),
  hostName: z.string(),
  startedAt: Time.nullable(),
  endedAt: Time.nullable(),
  participantCount: z.number().int(),
  themes: z.array(ReportThemeSchema),
  /** Ideas in no theme. */
  ungroupedIdeas: z.array(ReportIdeaSchema),
  votes: z.array(ReportVoteSchema),
  /** The discussion's shared notes, oldest first (never who wrote them). */
  notes: z.array(ReportNoteSchema),
  outcomes: z.array(OutcomeSchema),
  actionItems: z.array(ReportActionItemSchema),
});
export type MeetingReport = z.infer<typeof MeetingReportSchema>;
