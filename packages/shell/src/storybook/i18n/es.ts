import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  initiatives: 'Iniciativas',
  meetings: 'Reuniones de cada iniciativa',
  templates: 'Plantillas',
  applications: 'Aplicaciones',
  mail: 'Correo',
  calendar: 'Calendario',
  contacts: 'Contactos',
  todo: 'Tareas',
  chat: 'Chat',
  'e-commerce': 'Comercio electrónico',
  products: 'Productos',
  orders: 'Pedidos',
  pages: 'Páginas',
  faq: 'Preguntas frecuentes',
  'admin-example': 'Administración: página protegida',
  docs: 'Documentación',
} satisfies Translation<typeof en>;
