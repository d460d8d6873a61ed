import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  initiatives: 'Iniciativas',
  meetings: 'Reuniones de cada iniciativa',
  mail: 'Correo',
  todo: 'Tareas',
  notes: 'Notas',
  contacts: 'Contactos',
  eCommerce: 'Comercio electrónico',
  'eCommerce.products': 'Productos',
  'eCommerce.orders': 'Pedidos',
  calendar: 'Calendario',
  chat: 'Chat',
  profile: 'Perfil',
  scrumboard: 'Tablero scrum',
  auth: 'Autenticación',
  'auth.admin': 'Admin: página protegida por autenticación',
  'auth.staff': 'Personal: página protegida por autenticación',
  'auth.guest': 'Invitado: página protegida por autenticación',
  'app.meetings': 'Reuniones',
  'page.login': 'Iniciar sesión',
  'page.register': 'Crear una cuenta',
  'page.forgot': 'Recupera tu contraseña',
  'page.logout': 'Cerrando sesión',
  'page.callback': 'Iniciando sesión',
  'title.withCount': '{name} ({count})',
} satisfies Translation<typeof en>;
