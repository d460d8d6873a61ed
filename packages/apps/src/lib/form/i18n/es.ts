import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  cancel: 'Cancelar',
} satisfies Translation<typeof en>;
