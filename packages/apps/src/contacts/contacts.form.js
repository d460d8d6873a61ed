import { z } from 'zod';
import { t } from './i18n';
// Error messages are read when a field is checked: in the language active then.
const text = z
    .string()
    .trim()
    .max(200, { error: () => t('invalid.max200') });
const isEmail = (value) => value === '' || z.email().safeParse(value).success;
const isDate = (value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
export const ContactFormSchema = z.object({
    name: z
        .string()
        .trim()
        .min(1, { error: () => t('invalid.name') })
        .max(200, { error: () => t('invalid.max200') }),
    lastName: text,
    nickname: text,
    company: text,
    jobTitle: text,
    email: text.refine(isEmail, { error: () => t('invalid.email') }),
    phone: text.regex(/^[+\d\s().-]*$/, { error: () => t('invalid.phone') }),
    address: text,
    birthday: text.refine(isDate, { error: () => t('invalid.birthday') }),
    notes: z
        .string()
        .trim()
        .max(5000, { error: () => t('invalid.max5000') }),
});
export const emptyContactValues = {
    name: '',
    lastName: '',
    nickname: '',
    company: '',
    jobTitle: '',
    email: '',
    phone: '',
    address: '',
    birthday: '',
    notes: '',
};
export function contactValues(contact) {
    const { id: _id, avatar: _avatar, ...values } = contact;
    return values;
}
/** The form's fields, labelled in the active language. */
export function contactFields() {
    return [
        { name: 'name', label: t('field.name'), required: true, autoComplete: 'given-name' },
        { name: 'lastName', label: t('field.lastName'), autoComplete: 'family-name' },
        { name: 'nickname', label: t('field.nickname'), autoComplete: 'nickname' },
        { name: 'email', label: t('field.email'), type: 'email', autoComplete: 'email' },
        { name: 'phone', label: t('field.phone'), type: 'tel', autoComplete: 'tel' },
        { name: 'birthday', label: t('field.birthday'), type: 'date', autoComplete: 'bday' },
        { name: 'company', label: t('field.company'), autoComplete: 'organization' },
        { name: 'jobTitle', label: t('field.jobTitle'), autoComplete: 'organization-title' },
        { name: 'address', label: t('field.address'), autoComplete: 'street-address', wide: true },
        { name: 'notes', label: t('field.notes'), type: 'textarea' },
    ];
}
export function fullName(contact) {
    return `${contact.name} ${contact.lastName}`.trim();
}
