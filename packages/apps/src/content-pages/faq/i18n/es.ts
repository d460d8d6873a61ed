import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'Preguntas frecuentes',
  'page.lead': 'Respuestas sobre Chorus y su demo. Escribe para encontrar una pregunta.',
  'search.label': 'Buscar en las preguntas',
  'search.placeholder': 'Escribe una palabra de una pregunta o una respuesta',
  'count.all': '{count, plural, one {# pregunta} other {# preguntas}}',
  'count.matching':
    '{count, plural, =0 {Ninguna pregunta coincide} one {# pregunta coincide} other {# preguntas coinciden}}',
  'empty.title': 'Ninguna pregunta coincide',
  'empty.hint': 'Prueba con otras palabras o borra la búsqueda.',
  'empty.clear': 'Borrar la búsqueda',
  'none.title': 'Aún no hay preguntas',
  loading: 'Cargando las preguntas…',
  error: 'No se pudieron cargar las preguntas: {reason}',
} satisfies Translation<typeof en>;
