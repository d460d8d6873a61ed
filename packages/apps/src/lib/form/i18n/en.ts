/** The apps' shared form dialogs, in English (docs/i18n.md). */
export default {
  cancel: 'Cancel',
  'unsaved.title': 'Leave without saving?',
  'unsaved.description': 'Your changes have not been saved. If you leave, they are lost.',
  'unsaved.stay': 'Stay',
  'unsaved.leave': 'Leave',
  'refused.title': 'Not saved',
};
