/**
 * Validation rules of §5 as plain functions (no schema library: the login page
 * must stay small). Each returns the message of the first failing rule.
 */

/** §5's messages, exactly (the same texts as the shell's `validationMessages`; kept here so this file has no imports). */
export const validationMessages = {
  min4: 'Min character length is 4',
  min6: 'Min character length is 6',
  email: 'Please enter a valid email',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const requiredMessage = 'This field is required';

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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (values.username.trim() === '') errors.username = requiredMessage;
  else if (values.username.trim().length < 6) errors.username = validationMessages.min6;
  if (values.password === '') errors.password = requiredMessage;
  else if (values.password.length < 4) errors.password = validationMessages.min4;
  return errors;
}

export function validateRegister(values: RegisterValues): FieldErrors<Exclude<keyof RegisterValues, 'host'>> {
  const errors: FieldErrors<Exclude<keyof RegisterValues, 'host'>> = {};
  if (values.fullName.trim() === '') errors.fullName = requiredMessage;
  else if (values.fullName.trim().length < 4) errors.fullName = validationMessages.min4;
  if (values.email.trim() === '') errors.email = requiredMessage;
  else if (!isEmail(values.email)) errors.email = validationMessages.email;
  if (values.phoneNumber.trim() === '') errors.phoneNumber = requiredMessage;
  if (values.password === '') errors.password = requiredMessage;
  else if (values.password.length < 6) errors.password = validationMessages.min6;
  if (values['password-confirm'] !== values.password)
    errors['password-confirm'] = validationMessages.passwordsDiffer;
  if (values.organization.trim() === '') errors.organization = requiredMessage;
  return errors;
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<'email'> {
  if (values.email.trim() === '') return { email: requiredMessage };
  if (!isEmail(values.email)) return { email: validationMessages.email };
  return {};
}

/** Phone numbers are numeric input: digits only, with an optional leading +. */
export function toPhoneInput(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/\D+/g, '');
}
