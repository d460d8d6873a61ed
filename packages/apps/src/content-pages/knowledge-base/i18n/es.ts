import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.title': 'Base de conocimiento',
  'page.lead': 'Guías y respuestas, por tema.',
  'category.articles': '{count, plural, =0 {Ningún artículo} one {# artículo} other {# artículos}}',
  'category.featured': 'Artículos destacados de {category}',
  'category.noFeatured': 'Aún no hay artículos destacados.',
  'article.in': 'Un artículo de {category}',
  'article.close': 'Cerrar el artículo',
  'empty.title': 'Aún no hay categorías',
  loading: 'Cargando la base de conocimiento…',
  error: 'No se pudo cargar la base de conocimiento: {reason}',
} satisfies Translation<typeof en>;
