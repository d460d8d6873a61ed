/** The documentation pages' messages in English (ICU MessageFormat, docs/i18n.md). */
export default {
  'pages.label': 'Documentation pages',
  'pages.open': 'Documentation pages',
  'page.loading': 'Loading the page…',
  'page.error': 'Could not load this page: {reason}',
  'page.englishOnly': 'The documentation is written in English.',
  'page.previous': 'Previous: {title}',
  'page.next': 'Next: {title}',
  'page.pager': 'Previous and next page',
};
