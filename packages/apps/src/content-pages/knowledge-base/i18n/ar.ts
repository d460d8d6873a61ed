import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'قاعدة المعرفة',
  'page.lead': 'أدلة وإجابات، حسب الموضوع.',
  'category.articles':
    '{count, plural, zero {لا مقالات} one {مقال واحد} two {مقالان} few {# مقالات} many {# مقالًا} other {# مقال}}',
  'category.featured': 'مقالات مميزة في {category}',
  'category.noFeatured': 'لا توجد مقالات مميزة بعد.',
  'article.in': 'مقال في {category}',
  'article.close': 'إغلاق المقال',
  'empty.title': 'لا توجد فئات بعد',
  loading: 'جارٍ تحميل قاعدة المعرفة…',
  error: 'تعذّر تحميل قاعدة المعرفة: {reason}',
} satisfies Translation<typeof en>;
