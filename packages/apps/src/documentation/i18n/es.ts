import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'pages.label': 'Páginas de la documentación',
  'pages.open': 'Páginas de la documentación',
  'page.loading': 'Cargando la página…',
  'page.error': 'No se pudo cargar esta página: {reason}',
  'page.englishOnly': 'La documentación está escrita en inglés.',
  'page.previous': 'Anterior: {title}',
  'page.next': 'Siguiente: {title}',
  'page.pager': 'Página anterior y siguiente',
} satisfies Translation<typeof en>;
