/** Words the meeting screens use for phases, settings and stances: one place, so they stay consistent. */
import type { MeetingTemplate, PhaseType, StanceChoice } from '@chorus/mock-handlers/contracts';
import type { IconName } from '@chorus/ui';

export const templateHelp: Record<Exclude<MeetingTemplate, 'custom'>, string> = {
  brainwriting:
    'Everyone writes ideas alone, they appear at once, the group themes them, votes with dots and decides.',
  retrospective:
    'Reflect privately on what helped and hindered, reveal, theme, vote, then one action each in turn.',
  decision:
    'Surface options and concerns privately, discuss, hear everyone in turn, then take a consent decision.',
};

export const phaseTypeLabel: Record<PhaseType, string> = {
  silentIdeate: 'Write alone',
  group: 'Group into themes',
  discuss: 'Discuss',
  vote: 'Dot vote',
  roundRobin: 'Round robin',
  decide: 'Consent decision',
};

export const phaseTypeIcon: Record<PhaseType, IconName> = {
  silentIdeate: 'pencil',
  group: 'layers',
  discuss: 'message-square',
  vote: 'vote',
  roundRobin: 'users',
  decide: 'flag',
};

export const stanceLabel: Record<StanceChoice, string> = {
  agree: 'Agree',
  abstain: 'Abstain',
  object: 'Object',
  block: 'Block',
};

export const stanceHelp: Record<StanceChoice, string> = {
  agree: 'I support this proposal.',
  abstain: 'I will go along with it, with no strong view.',
  object: 'I have a concern the group should resolve before it goes ahead.',
  block: 'This would do serious harm; we should not go ahead.',
};
