import { frozenMemo } from '../lib/frozenMemo';
import type { StoredInitiative } from './initiatives.records';

/** The owner and the members of an initiative see it and its meetings; nobody else does. */
export const isMember = (initiative: StoredInitiative, userId: string): boolean =>
  initiative.ownerId === userId ||
  (Object.isFrozen(initiative.memberIds)
    ? memberSetOf(initiative.memberIds).has(userId)
    : initiative.memberIds.includes(userId));

/** A frozen initiative's members as a set: asked for each view of each of a large meeting's viewers. */
const memberSetOf = frozenMemo((memberIds: readonly string[]): ReadonlySet<string> => new Set(memberIds));
