import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'البحث',
  'page.classic': 'البحث',
  'page.modern': 'ابحث في الأدلة',
  'page.lead': 'أدلة وقوالب ودروس لاجتماعات أفضل.',
  'form.label': 'البحث',
  'form.field': 'ابحث عن',
  'form.placeholder': 'ابحث في الأدلة',
  'form.submit': 'بحث',
  'results.label': 'نتائج البحث',
  'results.count':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}',
  'results.countFor':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}} عن «{query}»',
  'results.loading': 'جارٍ البحث…',
  'results.error': 'تعذّر البحث: {reason}',
  'results.empty': 'لا توجد نتائج عن «{query}»',
  'results.emptyHint': 'تحقّق من الإملاء، أو جرّب كلمات أقل أو مختلفة.',
  'results.emptyAll': 'لا يوجد ما يُبحث فيه بعد',
  'paging.label': 'صفحات النتائج',
  'paging.previous': 'الصفحة السابقة',
  'paging.next': 'الصفحة التالية',
  'paging.position': 'الصفحة {page} من {pages}',
} satisfies Translation<typeof en>;
