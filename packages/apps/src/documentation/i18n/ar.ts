import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'pages.label': 'صفحات التوثيق',
  'pages.open': 'صفحات التوثيق',
  'page.loading': 'جارٍ تحميل الصفحة…',
  'page.error': 'تعذّر تحميل هذه الصفحة: {reason}',
  'page.englishOnly': 'التوثيق مكتوب بالإنجليزية.',
  'page.previous': 'السابق: {title}',
  'page.next': 'التالي: {title}',
  'page.pager': 'الصفحة السابقة والتالية',
} satisfies Translation<typeof en>;
