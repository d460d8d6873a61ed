import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  cancel: 'إلغاء',
  'unsaved.title': 'المغادرة دون حفظ؟',
  'unsaved.description': 'لم تُحفظ تغييراتك. إذا غادرت فستضيع.',
  'unsaved.stay': 'البقاء',
  'unsaved.leave': 'المغادرة',
  'refused.title': 'لم يُحفظ',
} satisfies Translation<typeof en>;
