/** The icons of the phase types (their names are in the catalogue: `phaseType.<type>`). */
import type { PhaseType } from '@chorus/mock-handlers/contracts';
import type { IconName } from '@chorus/ui';

export const phaseTypeIcon: Record<PhaseType, IconName> = {
  silentIdeate: 'pencil',
  group: 'layers',
  discuss: 'message-square',
  vote: 'vote',
  roundRobin: 'users',
  decide: 'flag',
};
