import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'group.pages': 'الصفحات',
  'group.content': 'المحتوى',
  'kind.initiative': 'مبادرة',
  'kind.meeting': 'اجتماع',
  'kind.contact': 'جهة اتصال',
  'kind.mail': 'بريد',
  'kind.todo': 'مهمة',
  'kind.note': 'ملاحظة',
  'content.loading': 'جارٍ البحث في المحتوى…',
  'content.none': 'لا يوجد محتوى مطابق',
  'content.error': 'فشل البحث في المحتوى.',
  'content.retry': 'أعد المحاولة',
  'content.unavailable': 'البحث في المحتوى غير متاح على هذا الخادم.',
} satisfies Translation<typeof en>;
