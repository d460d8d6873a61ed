/** The folder apps' shared pieces (mail, to-do, notes): English, the source (docs/i18n.md). */
export default {
    'frame.openSidebar': 'Open {name}',
    'sidebar.unread': '{count, plural, one {# unread} other {# unread}}',
    'toolbar.label': 'List actions',
    'toolbar.selectAll': 'Select all',
    'toolbar.selectNone': 'Select none',
    'toolbar.select': 'Select',
    'toolbar.selected': '{count, plural, one {# selected} other {# selected}}',
};
