/** The FAQ page's messages in English: the source of every translation (ICU MessageFormat, docs/i18n.md). */
export default {
  'page.title': 'Frequently asked questions',
  'page.lead': 'Answers about Chorus and its demo. Type to find a question.',
  'search.label': 'Search the questions',
  'search.placeholder': 'Type a word of a question or an answer',
  'count.all': '{count, plural, one {# question} other {# questions}}',
  'count.matching':
    '{count, plural, =0 {No matching question} one {# matching question} other {# matching questions}}',
  'empty.title': 'No matching question',
  'empty.hint': 'Try other words, or clear the search.',
  'empty.clear': 'Clear the search',
  'none.title': 'No questions yet',
  loading: 'Loading the questions…',
  error: 'Could not load the questions: {reason}',
};
