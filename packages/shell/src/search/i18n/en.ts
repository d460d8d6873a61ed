/** The search palette's texts beyond the toolbar's (the shell catalogue's `search.*`): loaded with the palette. */
export default {
  'group.pages': 'Pages',
  'group.content': 'Content',
  'kind.initiative': 'Initiative',
  'kind.meeting': 'Meeting',
  'kind.contact': 'Contact',
  'kind.mail': 'Mail',
  'kind.todo': 'To-do',
  'kind.note': 'Note',
  'content.loading': 'Searching content…',
  'content.none': 'No content matches',
  'content.error': 'Content search failed.',
  'content.retry': 'Try again',
  'content.unavailable': 'Content search is not available on this server.',
};
