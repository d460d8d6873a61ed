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
export function isEmail(value) {
    return isEmailAddress(value);
}
const blank = (value) => visibleText(value) === '';
export function validateLogin(values) {
    const errors = {};
    if (values.username.trim() === '')
        errors.username = required();
    else if (values.username.trim().length < 6)
        errors.username = min6();
    if (values.password === '')
        errors.password = required();
    else if (values.password.length < 4)
        errors.password = min4();
    return errors;
}
export function validateRegister(values) {
    const errors = {};
    if (blank(values.fullName))
        errors.fullName = required();
    else if (visibleLength(values.fullName) < 4)
        errors.fullName = min4();
    if (values.email.trim() === '')
        errors.email = required();
    else if (!isEmail(values.email))
        errors.email = t('validation.email');
    if (blank(values.phoneNumber))
        errors.phoneNumber = required();
    if (values.password === '')
        errors.password = required();
    else if (values.password.length < 6)
        errors.password = min6();
    if (values['password-confirm'] !== values.password)
        errors['password-confirm'] = t('validation.passwordsDiffer');
    if (blank(values.organization))
        errors.organization = required();
    return errors;
}
export function validateForgotPassword(values) {
    if (values.email.trim() === '')
        return { email: required() };
    if (!isEmail(values.email))
        return { email: t('validation.email') };
    return {};
}
/** Phone numbers are numeric input: digits only, with an optional leading +. */
export function toPhoneInput(value) {
    const plus = value.trimStart().startsWith('+') ? '+' : '';
    return plus + value.replace(/\D+/g, '');
}
