/** The contact form: its values, its validation rules (declared once) and its fields. */
import type { Contact } from '@chorus/mock-handlers/contracts';
import { z } from 'zod';
import type { EntityField } from '../lib/form/EntityFormDialog';

const text = z.string().trim().max(200, 'At most 200 characters');
const isEmail = (value: string) => value === '' || z.email().safeParse(value).success;
const isDate = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a first name').max(200, 'At most 200 characters'),
  lastName: text,
  nickname: text,
  company: text,
  jobTitle: text,
  email: text.refine(isEmail, 'Please enter a valid email'),
  phone: text.regex(/^[+\d\s().-]*$/, 'Use digits, spaces and + ( ) - only'),
  address: text,
  birthday: text.refine(isDate, 'Use the date picker (yyyy-mm-dd)'),
  notes: z.string().trim().max(5000, 'At most 5000 characters'),
});
export type ContactFormValues = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;

export const emptyContactValues: ContactFormValues = {
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

export function contactValues(contact: Contact): ContactFormValues {
  const { id: _id, avatar: _avatar, ...values } = contact;
  return values;
}

export const contactFields: EntityField<ContactFormValues>[] = [
  { name: 'name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'nickname', label: 'Nickname', autoComplete: 'nickname' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'bday' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'notes', label: 'Notes', type: 'textarea' },
];

export function fullName(contact: Pick<Contact, 'name' | 'lastName'>): string {
  return `${contact.name} ${contact.lastName}`.trim();
}
