import { seatNewcomers } from './meetings.breakouts';
import type { AuthPort } from '../auth/auth.context';
import { accessTokenFor } from '../auth/auth.endpoints';
import type { Viewer } from '../auth/auth.people';
import type { StoredUser } from '../auth/auth.records';
import { defaultSettings } from '../auth/auth.seed';
import type { Contract } from '../lib/contract';
import { type EndpointOf, endpointDefiner } from '../lib/endpoints';
import { ApiFailure, badRequest, invalidState, notFound } from '../lib/errors';
import { base64UrlEncode } from '../lib/crypto';
import { createId } from '../lib/ids';
import { avatarUrl } from '../lib/images';
import { ERROR_CODES, visibleLength, visibleText } from '../lib/schema';
import { meetingContracts } from './meetings.contracts';
import type { StoredMeeting } from './meetings.records';
import { type MeetingsData, requireHostOf, requireVisibleMeeting } from './meetings.rules';
import type { GuestKind, GuestLinkRequest, GuestLinks, GuestLinkView, GuestSession } from './meetings.schema';

/**
 * Guests by link (issue 34, a Chorus extension). The host turns on a meeting's guest link (or its spectator link):
 * an unguessable token, revocable, which stops working when the meeting ends. Whoever holds it picks a name and
 * joins: a guest account is made (no e-mail, no password) that takes part in (or watches) that one meeting and
 * nothing else. Its token is refused by every endpoint outside the meeting (auth.endpoints.ts' sessionFromToken,
 * meetings.rules.ts' canSeeMeeting), and inside it once the meeting has ended. A guest may register later: the
 * account keeps its id, so their contributions stay theirs and as private as before.
 */

/** The longest name a guest may pick. */
export const GUEST_NAME_MAX_LENGTH = 40;

export const GUEST_MESSAGES = {
  linkInvalid: 'This link does not open a meeting: it was turned off, or its meeting has ended',
  nameRequired: 'Enter the name the others will see',
  nameTooLong: `A name has at most ${GUEST_NAME_MAX_LENGTH} characters`,
  ended: 'An ended meeting has no guest link',
  tooMany: 'Too many tries from here: wait a moment and try again',
} as const;

/** A link's token: 32 random bytes (256 bits) of Web Crypto, URL-safe. */
export function newGuestToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return base64UrlEncode(bytes);
}

/** The host turns a link on (a new token: the link shared before stops working) or off. */
export function setGuestLink(
  data: MeetingsData,
  viewer: Viewer,
  body: GuestLinkRequest,
  now: number,
): StoredMeeting {
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  requireHostOf(meeting, viewer, 'share or revoke its guest links');
  if (meeting.status === 'ended') invalidState(GUEST_MESSAGES.ended);
  const token = body.enabled ? newGuestToken() : null;
  if (body.kind === 'guest') meeting.guestToken = token;
  else meeting.spectatorToken = token;
  meeting.updatedAt = new Date(now).toISOString();
  return meeting;
}

/** The links of the meeting for the host; null for everyone else. */
export const guestLinksFor = (meeting: StoredMeeting, viewer: Viewer): GuestLinks | null =>
  viewer.uid === meeting.hostId && viewer.guestOf === undefined
    ? { guest: meeting.guestToken, spectator: meeting.spectatorToken }
    : null;

/** Which of the meeting's links the token is, if it is one that works (the meeting has not ended). */
export function linkKindOf(meeting: StoredMeeting, token: string): GuestKind | null {
  if (meeting.status === 'ended') return null;
  if (meeting.guestToken !== null && meeting.guestToken === token) return 'guest';
  if (meeting.spectatorToken !== null && meeting.spectatorToken === token) return 'spectator';
  return null;
}

/** Names the new guest among the meeting's guests or spectators, by the link they came with. */
export function addGuestTo(meeting: StoredMeeting, userId: string, kind: GuestKind, now: number): void {
  if (kind === 'guest') meeting.guestIds = [...meeting.guestIds, userId];
  else meeting.spectatorIds = [...meeting.spectatorIds, userId];
  // A guest who joins while breakout groups work apart sits in the smallest.
  seatNewcomers(meeting);
  meeting.updatedAt = new Date(now).toISOString();
}

/** A guest's account: a name, no e-mail, no password, no role; it opens `meetingId` only. */
export function newGuestUser(displayName: string, meetingId: string): StoredUser {
  return {
    uid: createId(),
    from: 'api',
    role: [],
    password: null,
    tokenVersion: 0,
    data: {
      displayName,
      email: '',
      photoURL: avatarUrl(displayName),
      settings: defaultSettings(),
      shortcuts: [],
      userType: 2,
      guestOf: meetingId,
    },
  };
}

/** The meeting a token opens, as a storage finds it (by the token of its guest or spectator link). */
export interface GuestLinkFound {
  meeting: StoredMeeting;
  hostName: string;
}

/**
 * What the guest endpoints need of a storage, beside its accounts and tokens (the AuthPort): the meeting a link's
 * token opens, and adding a guest account to it in one step (the mock's stores, or one transaction on a server).
 */
export interface GuestStore {
  findByToken(token: string): Promise<GuestLinkFound | null>;
  /**
   * Adds the account and names it among the meeting's guests (or spectators) by `join`, which re-checks the link
   * in the same step (it answers null when the link no longer works); tells the meeting's viewers.
   */
  addGuest(
    token: string,
    user: StoredUser,
    join: (meeting: StoredMeeting) => GuestKind | null,
  ): Promise<{ meetingId: string; kind: GuestKind } | null>;
}

/** Tries per client within the window, for the link's preview and joining together. */
export const GUEST_JOIN_LIMIT = { tries: 30, windowSeconds: 600 } as const;

/**
 * The guest endpoints' limit of tries per client (an instance's memory: a guess of a token costs a try, and
 * 256-bit tokens leave nothing to guess; the limit keeps a client from making accounts by the thousand).
 */
export function guestThrottle(limit: { tries: number; windowSeconds: number } = GUEST_JOIN_LIMIT) {
  const tries = new Map<string, number[]>();
  return {
    take(client: string, now: number): void {
      const since = now - limit.windowSeconds * 1000;
      const recent = (tries.get(client) ?? []).filter((time) => time > since);
      if (recent.length >= limit.tries) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((recent[0] ?? now) - since) / 1000));
        tries.set(client, recent);
        throw new ApiFailure(ERROR_CODES.tooManyAttempts, GUEST_MESSAGES.tooMany, { retryAfterSeconds });
      }
      recent.push(now);
      tries.set(client, recent);
      // Forget the clients whose tries are all old (the map stays as small as the window's clients).
      if (tries.size > 10_000)
        for (const [key, times] of tries) if (!times.some((t) => t > since)) tries.delete(key);
    },
    /** Forgets every try (the mock's database reset). */
    clear(): void {
      tries.clear();
    },
  };
}

/** What the guest endpoints run on: the request, the accounts (AuthPort) and the meetings (GuestStore). */
export interface GuestContext {
  request: Request;
  auth: AuthPort;
  guests: GuestStore;
  throttle: ReturnType<typeof guestThrottle>;
  /** Who sent the request (a server's client address; '' on the mock). */
  client: string;
  now: number;
}

export type GuestEndpoint<Ct extends Contract = Contract> = EndpointOf<'guest', GuestContext, Ct>;

const guestEndpoint = endpointDefiner<'guest', GuestContext>('guest');

function guestName(raw: string): string {
  const name = visibleText(raw);
  if (name === '') badRequest(`displayName: ${GUEST_MESSAGES.nameRequired}`);
  if (visibleLength(name) > GUEST_NAME_MAX_LENGTH) badRequest(`displayName: ${GUEST_MESSAGES.nameTooLong}`);
  return name;
}

/** The guest endpoints: no session; a link's token is the key (rate-limited per client). */
export const guestEndpoints = [
  guestEndpoint(meetingContracts.guest, async ({ token }, { guests, throttle, client, now }) => {
    throttle.take(client, now);
    const found = await guests.findByToken(token);
    const kind = found ? linkKindOf(found.meeting, token) : null;
    if (!found || !kind) return notFound(GUEST_MESSAGES.linkInvalid);
    const view: GuestLinkView = {
      meetingTitle: found.meeting.title,
      hostName: found.hostName,
      kind,
      status: found.meeting.status,
    };
    return view;
  }),
  guestEndpoint(meetingContracts.guestJoin, async (body, { auth, guests, throttle, client, now }) => {
    throttle.take(client, now);
    const displayName = guestName(body.displayName);
    const found = await guests.findByToken(body.token);
    if (!found || !linkKindOf(found.meeting, body.token)) return notFound(GUEST_MESSAGES.linkInvalid);
    const user = newGuestUser(displayName, found.meeting.id);
    const joined = await guests.addGuest(body.token, user, (meeting) => {
      const kind = linkKindOf(meeting, body.token);
      if (kind) addGuestTo(meeting, user.uid, kind, now);
      return kind;
    });
    if (!joined) return notFound(GUEST_MESSAGES.linkInvalid);
    const session: GuestSession = {
      access_token: await accessTokenFor(auth, user.uid, now),
      meetingId: joined.meetingId,
      kind: joined.kind,
      user: { uid: user.uid, displayName },
    };
    return session;
  }),
];
