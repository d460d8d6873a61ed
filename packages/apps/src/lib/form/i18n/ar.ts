import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  cancel: 'إلغاء',
} satisfies Translation<typeof en>;
