import { DAY, iso } from '../lib/time';
import type { InitiativesState } from './initiatives.records';

/** Seeded ids, shared with the meetings seed and the tests. */
export const SEED_USERS = {
  host: 'user-host',
  staff: 'user-staff',
  attendee: 'user-attendee',
  outsider: 'user-outsider',
} as const;

export const SEED_INITIATIVES = {
  onboarding: 'initiative-onboarding',
  roadmap: 'initiative-roadmap',
  offsite: 'initiative-offsite',
} as const;

export const SEED_INVITATIONS = { outsiderToRoadmap: 'invitation-outsider-roadmap' } as const;

/**
 * Three initiatives hosted by the host account; staff and attendee are members; outsider is in none, with a
 * pending invitation to the roadmap (accept or decline it on /apps/initiatives).
 */
export function seedInitiatives(now = Date.now()): InitiativesState {
  const at = (days: number) => iso(now + days * DAY);
  const { host, staff, attendee, outsider } = SEED_USERS;
  return {
    initiatives: [
      {
        id: SEED_INITIATIVES.roadmap,
        title: 'Product roadmap priorities',
        description:
          'Choose what the team builds next quarter, hearing every voice before the loudest one wins. ' +
          'A brainwriting session is running now.',
        status: 'active',
        ownerId: host,
        memberIds: [host, staff, attendee],
        createdAt: at(-40),
        updatedAt: at(-1),
      },
      {
        id: SEED_INITIATIVES.onboarding,
        title: 'Onboarding revamp',
        description:
          'Make the first month of a new colleague calmer and more useful. Retrospectives and decisions.',
        status: 'active',
        ownerId: host,
        memberIds: [host, staff, attendee],
        createdAt: at(-60),
        updatedAt: at(-3),
      },
      {
        id: SEED_INITIATIVES.offsite,
        title: 'Team offsite',
        description: 'Where and how the team meets in person once a year. Decided; up for review.',
        status: 'archived',
        ownerId: host,
        memberIds: [host, staff],
        createdAt: at(-120),
        updatedAt: at(-70),
      },
    ],
    invitations: [
      {
        id: SEED_INVITATIONS.outsiderToRoadmap,
        initiativeId: SEED_INITIATIVES.roadmap,
        email: 'outsider@chorus.dev',
        invitedBy: host,
        inviteeId: outsider,
        declined: false,
        createdAt: at(-2),
      },
    ],
  };
}
