import { getLocale } from '@chorus/ui';
import { authMessages, validationMessages } from './auth.texts';
import { type MessageKey, messages as notices } from './i18n';

export { authMessages, validationMessages };

const messageKeys = new Map<string, MessageKey>([
  ...Object.entries(authMessages).map(([name, text]) => [text, name] as [string, MessageKey]),
  ...Object.entries(validationMessages).map(([name, text]) => [text, name] as [string, MessageKey]),
]);

/**
 * One of the texts above in the active language (the snackbar's notices, the login page's reason for a
 * sign-out); any other text (a server's own message) as it is.
 */
export function authMessageText(message: string): string {
  const key = messageKeys.get(message);
  // English (the text itself) for the moment the notices are not there yet.
  return (key && notices.t(key)) || message;
}

/** Starts loading the notices in the active language: an auth action calls it before its notice is due. */
export function prepareAuthNotices(): void {
  notices.load(getLocale()).catch(() => undefined);
}
