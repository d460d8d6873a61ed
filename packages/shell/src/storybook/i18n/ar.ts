import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  initiatives: 'المبادرات',
  meetings: 'اجتماعات كل مبادرة',
  templates: 'القوالب',
  applications: 'التطبيقات',
  mail: 'البريد',
  calendar: 'التقويم',
  contacts: 'جهات الاتصال',
  todo: 'المهام',
  chat: 'الدردشة',
  'e-commerce': 'التجارة الإلكترونية',
  products: 'المنتجات',
  orders: 'الطلبات',
  pages: 'الصفحات',
  faq: 'الأسئلة الشائعة',
  'admin-example': 'الإدارة: صفحة محمية',
  docs: 'التوثيق',
} satisfies Translation<typeof en>;
