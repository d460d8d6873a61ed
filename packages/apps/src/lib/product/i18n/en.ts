/**
 * The shared parts of the initiatives and meetings screens (lib/product) in English: statuses, consent
 * records, the form dialog's footer. Add a key here first, then in es.ts and ar.ts (docs/i18n.md).
 */
export default {
  'meetingStatus.live': 'Live now',
  'meetingStatus.scheduled': 'Scheduled',
  'meetingStatus.ended': 'Ended',
  'initiativeStatus.active': 'Active',
  'initiativeStatus.archived': 'Archived',
  'consent.counts':
    '{agree, number} agree · {abstain, number} abstain · {object, number} object · {block, number} block',
  'consent.round': 'Round {round, number}: {counts}',
  'consent.earlierRound': 'Round {round, number}: “{statement}” · {counts}',
  'consent.minorityReport': 'Minority report',
  'consent.earlierRounds': 'Earlier rounds',
  'consent.roundMinorityReport': 'Minority report of round {round, number}',
  'consent.reason': '“{reason}”',
  'reason.block': 'Block',
  'reason.objection': 'Objection',
  noDecision: 'No decision',
  'form.cancel': 'Cancel',
  'consent.quorumNotMet': 'Quorum not met: {stances, number} of the {needed, number} stances needed',
};
