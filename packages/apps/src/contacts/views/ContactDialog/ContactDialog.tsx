/**
 * Add or edit a contact: the entity form over the contact schema, with Remove when editing.
 * Give it a new `key` each time it opens so the form starts from the contact's values.
 */
import type { Contact } from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { EntityFormDialog } from '../../../lib/form/EntityFormDialog';
import {
  type ContactFormOutput,
  ContactFormSchema,
  contactFields,
  contactValues,
  emptyContactValues,
} from '../../contacts.form';
import { useT } from '../../i18n';

export interface ContactDialogProps {
  open: boolean;
  /** The contact being edited; none: a new contact. */
  contact?: Contact;
  /** Saves; a rejection keeps the dialog open with what was typed and says why in it. */
  onSubmit: (values: ContactFormOutput) => Promise<unknown>;
  onRemove?: (contact: Contact) => void;
  onClose: () => void;
}

export function ContactDialog({ open, contact, onSubmit, onRemove, onClose }: ContactDialogProps) {
  const t = useT();
  return (
    <EntityFormDialog
      open={open}
      title={contact ? t('dialog.edit') : t('dialog.new')}
      schema={ContactFormSchema}
      initialValues={contact ? contactValues(contact) : emptyContactValues}
      fields={contactFields()}
      submitLabel={contact ? t('dialog.save') : t('dialog.add')}
      onSubmit={onSubmit}
      onClose={onClose}
      extraActions={
        contact && onRemove ? (
          <Button type="button" variant="ghost" tone="critical" onClick={() => onRemove(contact)}>
            {t('dialog.remove')}
          </Button>
        ) : undefined
      }
    />
  );
}
