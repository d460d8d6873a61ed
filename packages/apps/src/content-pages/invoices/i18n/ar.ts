import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.modern': 'فاتورة حديثة',
  'page.compact': 'فاتورة مختصرة',
  'invoice.title': 'فاتورة',
  'invoice.date': 'تاريخ الفاتورة',
  'invoice.dueDate': 'تاريخ الاستحقاق',
  'invoice.from': 'من',
  'invoice.client': 'إلى',
  'invoice.services': 'الخدمات',
  'invoice.service': 'الخدمة',
  'invoice.unitPrice': 'سعر الوحدة',
  'invoice.quantity': 'الكمية',
  'invoice.perUnit': 'لكل {unit}',
  'invoice.total': 'الإجمالي',
  'invoice.subtotal': 'المجموع الفرعي',
  'invoice.tax': 'الضريبة',
  'invoice.discount': 'الخصم',
  'invoice.thanks': 'شكرًا لتعاملكم معنا. يُرجى الدفع قبل تاريخ الاستحقاق.',
  'invoice.print': 'طباعة',
  'invoice.loading': 'جارٍ تحميل الفاتورة…',
  'invoice.error': 'تعذّر تحميل الفاتورة: {reason}',
  'invoice.notFound': 'لا توجد فاتورة بهذا الرقم',
  'invoice.openDefault': 'عرض الفاتورة النموذجية',
} satisfies Translation<typeof en>;
