import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  initiatives: 'المبادرات',
  meetings: 'اجتماعات كل مبادرة',
  mail: 'البريد',
  todo: 'المهام',
  notes: 'الملاحظات',
  contacts: 'جهات الاتصال',
  eCommerce: 'التجارة الإلكترونية',
  'eCommerce.products': 'المنتجات',
  'eCommerce.orders': 'الطلبات',
  calendar: 'التقويم',
  chat: 'الدردشة',
  profile: 'الملف الشخصي',
  scrumboard: 'لوحة سكرم',
  auth: 'المصادقة',
  'auth.admin': 'المسؤول: صفحة محمية بالمصادقة',
  'auth.staff': 'الموظفون: صفحة محمية بالمصادقة',
  'auth.guest': 'الضيف: صفحة محمية بالمصادقة',
  'app.meetings': 'الاجتماعات',
  'page.login': 'تسجيل الدخول',
  'page.register': 'إنشاء حساب',
  'page.forgot': 'استعادة كلمة المرور',
  'page.logout': 'جارٍ تسجيل الخروج',
  'page.callback': 'جارٍ تسجيل الدخول',
  'title.withCount': '{name} ({count})',
} satisfies Translation<typeof en>;
