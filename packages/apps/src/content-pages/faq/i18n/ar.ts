import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'الأسئلة الشائعة',
  'page.lead': 'إجابات عن Chorus ونسخته التجريبية. اكتب للعثور على سؤال.',
  'search.label': 'ابحث في الأسئلة',
  'search.placeholder': 'اكتب كلمة من سؤال أو إجابة',
  'count.all':
    '{count, plural, zero {لا أسئلة} one {سؤال واحد} two {سؤالان} few {# أسئلة} many {# سؤالًا} other {# سؤال}}',
  'count.matching':
    '{count, plural, zero {لا يوجد سؤال مطابق} one {سؤال واحد مطابق} two {سؤالان مطابقان} few {# أسئلة مطابقة} many {# سؤالًا مطابقًا} other {# سؤال مطابق}}',
  'empty.title': 'لا يوجد سؤال مطابق',
  'empty.hint': 'جرّب كلمات أخرى، أو امسح البحث.',
  'empty.clear': 'مسح البحث',
  'none.title': 'لا توجد أسئلة بعد',
  loading: 'جارٍ تحميل الأسئلة…',
  error: 'تعذّر تحميل الأسئلة: {reason}',
} satisfies Translation<typeof en>;
