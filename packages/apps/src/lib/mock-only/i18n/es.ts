import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  notice:
    'Esta aplicación de ejemplo funciona con los datos simulados de la demostración; no forma parte de este servidor.',
  back: 'Ir a tus iniciativas',
} satisfies Translation<typeof en>;
