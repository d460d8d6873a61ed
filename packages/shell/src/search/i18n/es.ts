import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'group.pages': 'Páginas',
  'group.content': 'Contenido',
  'kind.initiative': 'Iniciativa',
  'kind.meeting': 'Reunión',
  'kind.contact': 'Contacto',
  'kind.mail': 'Correo',
  'kind.todo': 'Tarea',
  'kind.note': 'Nota',
  'content.loading': 'Buscando contenido…',
  'content.none': 'Ningún contenido coincide',
  'content.error': 'La búsqueda de contenido ha fallado.',
  'content.retry': 'Reintentar',
  'content.unavailable': 'La búsqueda de contenido no está disponible en este servidor.',
} satisfies Translation<typeof en>;
