import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  invalidToken: 'access_token no válido',
  tokenExpired: 'access_token caducado',
  accountCreated: 'Tu cuenta se ha creado correctamente',
  resetEmailSent: 'Te hemos enviado un correo para restablecer tu contraseña',
  savedToFirebase: 'Datos del usuario guardados en Firebase',
  savedToAuth0: 'Datos del usuario guardados en Auth0',
  savedWithApi: 'Datos del usuario guardados con la API',
  loggingOut: 'Cerrando sesión..',
  loggingInAuth0: 'Iniciando sesión con Auth0',
  loggedInAuth0: 'Sesión iniciada con Auth0',
  min4: 'La longitud mínima es de 4 caracteres',
  min6: 'La longitud mínima es de 6 caracteres',
  email: 'Introduce un correo electrónico válido',
  passwordsDiffer: 'Las contraseñas no coinciden',
} satisfies Translation<typeof en>;
