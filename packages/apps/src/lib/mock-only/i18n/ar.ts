import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  notice: 'يعمل هذا التطبيق التجريبي على البيانات الوهمية للعرض التوضيحي؛ وهو ليس جزءًا من هذا الخادم.',
  back: 'انتقل إلى مبادراتك',
} satisfies Translation<typeof en>;
