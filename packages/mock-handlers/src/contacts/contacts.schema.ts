import { z } from 'zod';
import {
  IdListSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
} from '@chorus/domain/contracts';

export const ContactSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  lastName: ShortTextSchema,
  avatar: ImageUrlSchema,
  nickname: ShortTextSchema,
  company: ShortTextSchema,
  jobTitle: ShortTextSchema,
  email: ShortTextSchema,
  phone: ShortTextSchema,
  address: ShortTextSchema,
  birthday: ShortTextSchema,
  notes: TextSchema,
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactsUserSchema = z.object({
  id: IdSchema,
  name: ShortTextSchema,
  avatar: ImageUrlSchema,
  starred: z.array(IdSchema),
  frequentContacts: z.array(IdSchema),
  groups: z.array(z.object({ id: IdSchema, name: ShortTextSchema, contactIds: z.array(IdSchema) })),
});
export type ContactsUser = z.infer<typeof ContactsUserSchema>;

export const ContactsQuerySchema = z.object({ id: ShortTextSchema.optional() });

/** A new contact: name required, every other field optional (empty string by default). */
export const NewContactSchema = ContactSchema.omit({ id: true })
  .partial()
  .extend({ name: ContactSchema.shape.name });
export type NewContact = z.infer<typeof NewContactSchema>;
export const AddContactRequestSchema = z.object({ newContact: NewContactSchema });
export const UpdateContactRequestSchema = z.object({ contact: ContactSchema });
export const ContactIdRequestSchema = z.object({ contactId: IdSchema });
export const ContactIdsRequestSchema = z.object({ contactIds: IdListSchema });
export type AddContactRequest = z.infer<typeof AddContactRequestSchema>;
export type UpdateContactRequest = z.infer<typeof UpdateContactRequestSchema>;
export type ContactIdRequest = z.infer<typeof ContactIdRequestSchema>;
export type ContactIdsRequest = z.infer<typeof ContactIdsRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const ContactsStateSchema = z.object({ contacts: z.array(ContactSchema), user: ContactsUserSchema });
export type ContactsState = z.infer<typeof ContactsStateSchema>;
