import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  cancel: 'Cancelar',
  'unsaved.title': '¿Salir sin guardar?',
  'unsaved.description': 'Tus cambios no se han guardado. Si sales, se perderán.',
  'unsaved.stay': 'Quedarme',
  'unsaved.leave': 'Salir',
  'refused.title': 'No se ha guardado',
} satisfies Translation<typeof en>;
