import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'template.notSent': 'Esta es una página de plantilla: no se ha enviado nada.',
  'split.message': 'Mejores reuniones virtuales. Escucha todas las voces.',
  'split.about': 'Acerca de Chorus',
  'reset.title': 'Restablece tu contraseña',
  'reset.subtitle': 'Elige una contraseña nueva para tu cuenta.',
  'reset.form': 'Formulario para restablecer la contraseña',
  'reset.submit': 'Restablecer mi contraseña',
  'lock.title': 'Tu sesión está bloqueada',
  'lock.subtitle': 'Introduce tu contraseña para desbloquearla.',
  'lock.form': 'Formulario de desbloqueo',
  'lock.submit': 'Desbloquear',
  'lock.notYou': '¿No eres tú? Inicia sesión con otra cuenta',
  'mailConfirm.title': '¡Confirma tu dirección de correo!',
  'mailConfirm.sent': 'Se ha enviado un correo de confirmación a <email>{email}</email>.',
  'mailConfirm.check':
    'Revisa tu bandeja de entrada y sigue el enlace del correo para confirmar tu dirección.',
  'error500.message': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en unos minutos.',
  'comingSoon.title': '¡Muy pronto!',
  'comingSoon.text': 'Estamos preparando algo nuevo. Deja tu correo y te avisaremos cuando esté listo.',
  'comingSoon.countdown': 'Tiempo hasta el lanzamiento',
  'comingSoon.launched': '¡Ya estamos aquí! Gracias por esperar.',
  'comingSoon.form': 'Suscríbete a las novedades',
  'comingSoon.submit': 'Avisarme',
  'maintenance.title': '¡Cerrado por mantenimiento programado!',
  'maintenance.text': 'Sentimos las molestias. Vuelve a intentarlo más tarde.',
  home: 'Volver al inicio',
} satisfies Translation<typeof en>;
