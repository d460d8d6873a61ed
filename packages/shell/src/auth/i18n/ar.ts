import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  invalidToken: 'access_token غير صالح',
  tokenExpired: 'انتهت صلاحية access_token',
  accountCreated: 'تم إنشاء حسابك بنجاح',
  resetEmailSent: 'أرسلنا إليك رسالة بريد إلكتروني لإعادة تعيين كلمة المرور',
  savedToFirebase: 'حُفظت بيانات المستخدم في Firebase',
  savedToAuth0: 'حُفظت بيانات المستخدم في Auth0',
  savedWithApi: 'حُفظت بيانات المستخدم عبر الواجهة البرمجية',
  loggingOut: 'جارٍ تسجيل الخروج..',
  loggingInAuth0: 'جارٍ تسجيل الدخول باستخدام Auth0',
  loggedInAuth0: 'تم تسجيل الدخول باستخدام Auth0',
  min4: 'الحد الأدنى للطول 4 أحرف',
  min6: 'الحد الأدنى للطول 6 أحرف',
  email: 'يُرجى إدخال بريد إلكتروني صالح',
  passwordsDiffer: 'كلمتا المرور غير متطابقتين',
} satisfies Translation<typeof en>;
