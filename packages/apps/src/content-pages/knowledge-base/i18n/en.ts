/** The knowledge base's messages in English: the source of every translation (ICU MessageFormat, docs/i18n.md). */
export default {
  'page.title': 'Knowledge base',
  'page.lead': 'Guides and answers, by topic.',
  'category.articles': '{count, plural, =0 {No articles} one {# article} other {# articles}}',
  'category.featured': 'Featured articles in {category}',
  'category.noFeatured': 'No featured articles yet.',
  'article.in': 'An article in {category}',
  'article.close': 'Close the article',
  'empty.title': 'No categories yet',
  loading: 'Loading the knowledge base…',
  error: 'Could not load the knowledge base: {reason}',
};
