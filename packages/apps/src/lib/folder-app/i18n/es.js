export default {
    'frame.openSidebar': 'Abrir {name}',
    'sidebar.unread': '{count, plural, one {# sin leer} other {# sin leer}}',
    'toolbar.label': 'Acciones de la lista',
    'toolbar.selectAll': 'Seleccionar todo',
    'toolbar.selectNone': 'No seleccionar nada',
    'toolbar.select': 'Seleccionar',
    'toolbar.selected': '{count, plural, one {# seleccionado} other {# seleccionados}}',
};
