import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  reconnecting: 'Reconectando…',
} satisfies Translation<typeof en>;
