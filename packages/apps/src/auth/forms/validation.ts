/**
 * Validation rules of §5 as plain functions (no schema library: the login page
 * must stay small). Each returns the message of the first failing rule, in the active language
 * (§5's English texts are the catalogue's `validation.*` messages). Text is measured as the API measures it
 * (`@chorus/mock-handlers/text`: trimmed of invisible characters, counted in characters, the same e-mail
 * pattern), so the register form never accepts what register and signup refuse.
 */
import { isEmailAddress, visibleLength, visibleText } from '@chorus/mock-handlers/text';
import { t } from '../i18n';

const required = () => t('validation.required');
const min4 = () => t('validation.min4');
const min6 = () => t('validation.min6');

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
  'password-confirm': string;
  organization: string;
  host: boolean;
}

export interface ForgotPasswordValues {
  email: string;
}

export function isEmail(value: string): boolean {
  return isEmailAddress(value);
}

const blank = (value: string) => visibleText(value) === '';

/** The sign-in password's rule (login; the lock screen asks for the same password). */
export function passwordError(password: string): string | undefined {
  if (password === '') return required();
  if (password.length < 4) return min4();
  return undefined;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (values.username.trim() === '') errors.username = required();
  else if (values.username.trim().length < 6) errors.username = min6();
  const password = passwordError(values.password);
  if (password) errors.password = password;
  return errors;
}

export type NewPasswordValues = {
  password: string;
  'password-confirm': string;
};

/** A new password and its confirmation (register; the reset-password form): at least 6, and the two equal. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (values.password === '') errors.password = required();
  else if (values.password.length < 6) errors.password = min6();
  if (values['password-confirm'] !== values.password)
    errors['password-confirm'] = t('validation.passwordsDiffer');
  return errors;
}

export function validateRegister(values: RegisterValues): FieldErrors<Exclude<keyof RegisterValues, 'host'>> {
  const errors: FieldErrors<Exclude<keyof RegisterValues, 'host'>> = {};
  if (blank(values.fullName)) errors.fullName = required();
  else if (visibleLength(values.fullName) < 4) errors.fullName = min4();
  if (values.email.trim() === '') errors.email = required();
  else if (!isEmail(values.email)) errors.email = t('validation.email');
  if (blank(values.phoneNumber)) errors.phoneNumber = required();
  Object.assign(errors, validateNewPassword(values));
  if (blank(values.organization)) errors.organization = required();
  return errors;
}

/** An e-mail address alone (forgot password; any form that asks only for an address, e.g. a news sign-up). */
export function validateEmail(values: ForgotPasswordValues): FieldErrors<'email'> {
  if (values.email.trim() === '') return { email: required() };
  if (!isEmail(values.email)) return { email: t('validation.email') };
  return {};
}

/** Phone numbers are numeric input: digits only, with an optional leading +. */
export function toPhoneInput(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/\D+/g, '');
}
