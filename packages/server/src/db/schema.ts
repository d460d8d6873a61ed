import { and, inArray, ne, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The Chorus tables: one per stored record type of the domain (packages/mock-handlers: auth.records.ts,
 * initiatives.records.ts, meetings.records.ts). Each property is named as the record's field, so a row and a
 * record differ only where store/src/records.ts converts (times, nulls, the revision). Times the server writes
 * (`iso(now)`) are timestamptz; times a client sends and gets back as it sent them (a meeting's scheduledAt, an
 * outcome's reviewOn) stay text. jsonb only for small nested values (settings, allocations, readyIds, queues).
 */
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    from: text('from').notNull(),
    role: text('role').array().notNull(),
    passwordSalt: text('password_salt'),
    passwordHash: text('password_hash'),
    /** scrypt's cost N (the mock's PBKDF2 iterations). */
    passwordCost: integer('password_cost'),
    tokenVersion: integer('token_version').notNull().default(0),
    displayName: text('display_name').notNull(),
    fullName: text('full_name'),
    email: text('email').notNull(),
    photoURL: text('photo_url').notNull(),
    settings: jsonb('settings').notNull(),
    shortcuts: jsonb('shortcuts').notNull(),
    userType: integer('user_type').notNull(),
    selfRegistered: boolean('self_registered'),
    phoneNumber: text('phone_number'),
    organization: text('organization'),
    /** A guest's account (joined by a meeting's link): the meeting it opens; null for every other account. */
    guestOf: text('guest_of'),
  },
  // A guest's account has no e-mail ('') until its guest registers.
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`)],
);

/**
 * The accounts with one of these (lower-case) e-mails: on users_email_unique, whose rows are those with an e-mail
 * (a guest's account has none), so the condition says so too.
 */
export const usersWithEmail = (emails: readonly string[]) =>
  and(inArray(sql`lower(${users.email})`, [...emails]), ne(users.email, ''));

/** Failed sign-ins, for throttling (one row per failure; at most a window's worth are kept). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /**
     * Who tried: the client's address (the socket's, or a trusted proxy's X-Forwarded-For), '' when unknown (the
     * server's throttle counts by e-mail, by e-mail and client, and by client: store/signInThrottle.ts).
     */
    client: text('client').notNull().default(''),
    /** Epoch milliseconds. */
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  // What the throttle looks up (an e-mail's and a pair's recent failures, a client's) and prunes (the old).
  (t) => [
    index('sign_in_failures_email_client_at').on(t.email, t.client, t.at),
    index('sign_in_failures_client_at').on(t.client, t.at),
    index('sign_in_failures_at').on(t.at),
  ],
);

export const initiatives = pgTable(
  'initiatives',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.uid),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    /** The initiative's own meeting templates (OwnTemplate[]; null: none). */
    templates: jsonb('templates'),
    /** Raised by every committed change of the initiative (the live channel's events carry it). */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('initiatives_owner').on(t.ownerId)],
);

export const initiativeMembers = pgTable(
  'initiative_members',
  {
    initiativeId: text('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    /** The order of memberIds. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.initiativeId, t.userId] }), index('initiative_members_user').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    initiativeId: text('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull(),
    inviteeId: text('invitee_id'),
    declined: boolean('declined').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('invitations_initiative').on(t.initiativeId), index('invitations_invitee').on(t.inviteeId)],
);

export const meetings = pgTable(
  'meetings',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    initiativeId: text('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    goal: text('goal').notNull(),
    hostId: text('host_id').notNull(),
    attendeeIds: text('attendee_ids').array().notNull(),
    coHostIds: text('co_host_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Null: the host leads. */
    facilitatorId: text('facilitator_id'),
    /** The tokens of the guest and spectator links (null: off); sent to the host only. */
    guestToken: text('guest_token'),
    spectatorToken: text('spectator_token'),
    /** Who joined by the guest link (they take part) and by the spectator link (they watch). */
    guestIds: text('guest_ids').array().notNull().default(sql`'{}'::text[]`),
    spectatorIds: text('spectator_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The breakout groups drawn at the start (user ids per group) and when they came together. */
    breakouts: jsonb('breakouts').notNull().default(sql`'[]'::jsonb`),
    breakoutsMergedAt: time('breakouts_merged_at'),
    /** As the host wrote it. */
    scheduledAt: text('scheduled_at').notNull(),
    durationMin: integer('duration_min').notNull(),
    status: text('status').notNull(),
    template: text('template').notNull(),
    currentPhaseId: text('current_phase_id'),
    startedAt: time('started_at'),
    endedAt: time('ended_at'),
    settings: jsonb('settings').notNull(),
    devilsAdvocateId: text('devils_advocate_id'),
    /** The series it belongs to (the id its meetings share) and how often it recurs; null: none. */
    seriesId: text('series_id'),
    recurrence: text('recurrence'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    revision: integer('revision').notNull().default(0),
    /**
     * Increases with every change of the meeting but an idea's own save (store/ideaSave.ts): the idea save reads
     * it with the meeting and phase it checks, unlocked, and writes only if it has not moved by then.
     */
    rulesRevision: integer('rules_revision').notNull().default(0),
  },
  (t) => [
    index('meetings_initiative').on(t.initiativeId),
    index('meetings_status').on(t.status),
    uniqueIndex('meetings_guest_token').on(t.guestToken),
    uniqueIndex('meetings_spectator_token').on(t.spectatorToken),
  ],
);

const meetingId = () =>
  text('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' });

export const phases = pgTable(
  'phases',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    order: integer('order').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    timeboxSec: integer('timebox_sec'),
    status: text('status').notNull(),
    startedAt: time('started_at'),
    endsAt: time('ends_at'),
    closedAt: time('closed_at'),
    revealedAt: time('revealed_at'),
    readyIds: jsonb('ready_ids').notNull(),
    /** Decide phases: 'gradients' (of agreement); null: consent. */
    method: text('method'),
    /** Write alone phases: the columns its ideas are written in (null: one list). */
    columns: jsonb('columns'),
  },
  (t) => [index('phases_meeting').on(t.meetingId)],
);

const phaseId = () =>
  text('phase_id')
    .notNull()
    .references(() => phases.id, { onDelete: 'cascade' });

export const ideas = pgTable(
  'ideas',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    phaseId: phaseId(),
    text: text('text').notNull(),
    groupId: text('group_id'),
    hidden: boolean('hidden').notNull(),
    hiddenReason: text('hidden_reason'),
    createdAt: time('created_at').notNull(),
    showName: boolean('show_name').notNull(),
    /** The column of its phase it was written in (null: the phase has none). */
    column: integer('column'),
    authorId: text('author_id').notNull(),
    updatedAt: time('updated_at').notNull(),
    hiddenAt: time('hidden_at'),
  },
  (t) => [index('ideas_meeting').on(t.meetingId), index('ideas_phase').on(t.phaseId)],
);

export const ideaGroups = pgTable(
  'idea_groups',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    title: text('title').notNull(),
    ideaIds: jsonb('idea_ids').notNull(),
    order: integer('order').notNull(),
    version: integer('version').notNull(),
    /** The breakout group whose board the theme is on while the groups work apart (null: the one board). */
    breakout: integer('breakout'),
  },
  (t) => [index('idea_groups_meeting').on(t.meetingId)],
);

export const ballots = pgTable(
  'ballots',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    phaseId: phaseId(),
    voterId: text('voter_id').notNull(),
    allocations: jsonb('allocations').notNull(),
    updatedAt: time('updated_at').notNull(),
    returnedDots: integer('returned_dots'),
  },
  (t) => [unique('ballots_one_per_voter').on(t.phaseId, t.voterId), index('ballots_meeting').on(t.meetingId)],
);

export const proposals = pgTable(
  'proposals',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    phaseId: phaseId(),
    statement: text('statement').notNull(),
    status: text('status').notNull(),
    round: integer('round').notNull(),
    closedAt: time('closed_at'),
  },
  (t) => [index('proposals_meeting').on(t.meetingId), index('proposals_phase').on(t.phaseId)],
);

export const stances = pgTable(
  'stances',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    voterId: text('voter_id').notNull(),
    choice: text('choice').notNull(),
    reason: text('reason'),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [unique('stances_one_per_voter').on(t.proposalId, t.voterId)],
);

export const turns = pgTable(
  'turns',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    phaseId: phaseId(),
    currentIndex: integer('current_index').notNull(),
    secondsPerTurn: integer('seconds_per_turn').notNull(),
    turnStartedAt: time('turn_started_at'),
    queue: jsonb('queue').notNull(),
    passedIds: jsonb('passed_ids').notNull(),
  },
  (t) => [index('turns_meeting').on(t.meetingId), index('turns_phase').on(t.phaseId)],
);

/** The decision log of an initiative: kept when its meeting is deleted, gone with the initiative. */
export const outcomes = pgTable(
  'outcomes',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    initiativeId: text('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    meetingId: text('meeting_id').notNull(),
    meetingTitle: text('meeting_title').notNull(),
    proposalId: text('proposal_id'),
    statement: text('statement').notNull(),
    decidedAt: time('decided_at').notNull(),
    /** As the host wrote it. */
    reviewOn: text('review_on'),
    kind: text('kind').notNull(),
    consent: jsonb('consent'),
  },
  (t) => [index('outcomes_initiative').on(t.initiativeId), index('outcomes_meeting').on(t.meetingId)],
);

export const notes = pgTable(
  'notes',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    groupId: text('group_id'),
    text: text('text').notNull(),
    createdAt: time('created_at').notNull(),
    authorId: text('author_id').notNull(),
  },
  (t) => [index('notes_meeting').on(t.meetingId)],
);

export const actionItems = pgTable(
  'action_items',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    groupId: text('group_id'),
    text: text('text').notNull(),
    ownerId: text('owner_id'),
    dueOn: text('due_on'),
    createdAt: time('created_at').notNull(),
    authorId: text('author_id').notNull(),
    /** What a later meeting of the series made of it ('open' until reviewed), where, and what it carries on. */
    status: text('status').notNull().default('open'),
    reviewedIn: text('reviewed_in'),
    carriedFrom: text('carried_from'),
  },
  (t) => [index('action_items_meeting').on(t.meetingId)],
);

/** Each meeting's log of control actions: who advanced, revealed, hid an idea (and why), handed over. */
export const controlLog = pgTable(
  'meeting_log',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the order of the domain's arrays. */
    seq: serial('seq').notNull(),
    meetingId: meetingId(),
    at: time('at').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    subjectId: text('subject_id'),
    detail: text('detail'),
  },
  (t) => [index('meeting_log_meeting').on(t.meetingId)],
);

/**
 * Who has a meeting open (presence heartbeats, a Chorus extension): in the database so that every instance
 * on it agrees on who is here, whichever one a person's heartbeat reached. News of the moment: a row older
 * than PRESENCE_TTL_SEC means away, and is removed by the next heartbeat of its meeting.
 */
export const meetingPresence = pgTable(
  'meeting_presence',
  {
    meetingId: meetingId(),
    userId: text('user_id').notNull(),
    /** Epoch milliseconds of the last heartbeat. */
    seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
    /** Epoch milliseconds of the first heartbeat of this stretch of presence (null in rows older than it). */
    since: bigint('since', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.userId] })],
);
