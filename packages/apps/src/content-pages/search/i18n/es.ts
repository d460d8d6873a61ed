import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'Buscar',
  'page.classic': 'Buscar',
  'page.modern': 'Buscar en las guías',
  'page.lead': 'Guías, plantillas y lecciones para reuniones mejores.',
  'form.label': 'Buscar',
  'form.field': 'Buscar',
  'form.placeholder': 'Buscar en las guías',
  'form.submit': 'Buscar',
  'results.label': 'Resultados de la búsqueda',
  'results.count': '{count, plural, =0 {Ningún resultado} one {# resultado} other {# resultados}}',
  'results.countFor':
    '{count, plural, =0 {Ningún resultado} one {# resultado} other {# resultados}} para «{query}»',
  'results.loading': 'Buscando…',
  'results.error': 'No se pudo buscar: {reason}',
  'results.empty': 'No hay resultados para «{query}»',
  'results.emptyHint': 'Revisa la ortografía o prueba con menos palabras u otras.',
  'results.emptyAll': 'Aún no hay nada que buscar',
  'paging.label': 'Páginas de resultados',
  'paging.previous': 'Página anterior',
  'paging.next': 'Página siguiente',
  'paging.position': 'Página {page} de {pages}',
} satisfies Translation<typeof en>;
