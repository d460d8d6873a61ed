import type { StoredInitiative } from './initiatives.records';

/** The owner and the members of an initiative see it and its meetings; nobody else does. */
export const isMember = (initiative: StoredInitiative, userId: string): boolean =>
  initiative.ownerId === userId || initiative.memberIds.includes(userId);
