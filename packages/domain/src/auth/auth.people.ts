import { z } from 'zod';
import { IdSchema } from '../lib/schema';
import type { StoredUser } from './auth.records';

/**
 * People as the rest of the domain sees them: who asks (the viewer of a request) and how a person appears to
 * others (a member, a participant, an author). Initiatives and meetings stand on this, never on each other's.
 */

/** Who is asking: a user whose userType is 1 is a Host. */
export interface Viewer {
  uid: string;
  userType: number;
  /** A guest (joined by a meeting's link): the one meeting they may see and take part in. */
  guestOf?: string;
}

export const isHostUser = (viewer: Viewer): boolean => viewer.userType === 1;

/** A person as others may see them (participants of a meeting, members of an initiative). */
export const PersonSchema = z.object({
  id: IdSchema,
  displayName: z.string(),
  photoURL: z.string(),
  /** 1: Host; anything else: Attendee. */
  userType: z.number().int(),
});
export type Person = z.infer<typeof PersonSchema>;

/** The name shown for someone whose account is gone: their ideas and votes stay, their name does not. */
export const FORMER_MEMBER_NAME = 'Former member';

/** A person as others may see them, from their account if it still exists (the mock's store or PostgreSQL). */
export function personOf(
  userId: string,
  user: { data: Pick<StoredUser['data'], 'displayName' | 'photoURL' | 'userType'> } | undefined,
): Person {
  return {
    id: userId,
    displayName: user?.data.displayName ?? FORMER_MEMBER_NAME,
    photoURL: user?.data.photoURL ?? '',
    userType: user?.data.userType ?? 2,
  };
}
