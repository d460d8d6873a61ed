import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'meetingStatus.live': 'مباشر الآن',
  'meetingStatus.scheduled': 'مجدول',
  'meetingStatus.ended': 'منتهٍ',
  'initiativeStatus.active': 'نشطة',
  'initiativeStatus.archived': 'مؤرشفة',
  'consent.counts':
    'موافقة: {agree, number} · امتناع: {abstain, number} · اعتراض: {object, number} · رفض قاطع: {block, number}',
  'consent.round': 'الجولة {round, number}: {counts}',
  'consent.earlierRound': 'الجولة {round, number}: «{statement}» · {counts}',
  'consent.minorityReport': 'تقرير الأقلية',
  'consent.earlierRounds': 'الجولات السابقة',
  'consent.roundMinorityReport': 'تقرير الأقلية في الجولة {round, number}',
  'consent.reason': '«{reason}»',
  'reason.block': 'رفض قاطع',
  'reason.objection': 'اعتراض',
  noDecision: 'لا قرار',
  'form.cancel': 'إلغاء',
  'consent.quorumNotMet': 'لم يكتمل النصاب: {stances, number} من {needed, number} مواقف لازمة',
} satisfies Translation<typeof en>;
