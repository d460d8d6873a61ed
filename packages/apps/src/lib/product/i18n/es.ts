import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'meetingStatus.live': 'En directo ahora',
  'meetingStatus.scheduled': 'Programada',
  'meetingStatus.ended': 'Terminada',
  'initiativeStatus.active': 'Activa',
  'initiativeStatus.archived': 'Archivada',
  'consent.counts':
    '{agree, number} a favor · {abstain, number} abstenciones · {object, number} objeciones · {block, number} bloqueos',
  'consent.round': 'Ronda {round, number}: {counts}',
  'consent.earlierRound': 'Ronda {round, number}: «{statement}» · {counts}',
  'consent.minorityReport': 'Informe de la minoría',
  'consent.earlierRounds': 'Rondas anteriores',
  'consent.roundMinorityReport': 'Informe de la minoría de la ronda {round, number}',
  'consent.reason': '«{reason}»',
  'reason.block': 'Bloqueo',
  'reason.objection': 'Objeción',
  noDecision: 'Sin decisión',
  'form.cancel': 'Cancelar',
  'consent.quorumNotMet':
    'Quórum no alcanzado: {stances, number} de las {needed, number} posturas necesarias',
} satisfies Translation<typeof en>;
