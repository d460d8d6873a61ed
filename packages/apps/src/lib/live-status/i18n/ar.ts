import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  reconnecting: 'جارٍ إعادة الاتصال…',
} satisfies Translation<typeof en>;
