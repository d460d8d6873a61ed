export default {
    initiatives: 'Iniciativas',
    meetings: 'Reuniones de cada iniciativa',
    mail: 'Correo',
    todo: 'Tareas',
    notes: 'Notas',
    contacts: 'Contactos',
    calendar: 'Calendario',
    chat: 'Chat',
    auth: 'Autenticación',
    'auth.admin': 'Admin: página protegida por autenticación',
    'auth.staff': 'Personal: página protegida por autenticación',
    'auth.guest': 'Invitado: página protegida por autenticación',
};
