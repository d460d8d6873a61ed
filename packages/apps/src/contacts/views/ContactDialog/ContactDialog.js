import { jsx as _jsx } from "react/jsx-runtime";
import { Button } from '@chorus/ui';
import { EntityFormDialog } from '../../../lib/form/EntityFormDialog';
import { ContactFormSchema, contactFields, contactValues, emptyContactValues, } from '../../contacts.form';
import { useT } from '../../i18n';
export function ContactDialog({ open, contact, onSubmit, onRemove, onClose }) {
    const t = useT();
    return (_jsx(EntityFormDialog, { open: open, title: contact ? t('dialog.edit') : t('dialog.new'), schema: ContactFormSchema, initialValues: contact ? contactValues(contact) : emptyContactValues, fields: contactFields(), submitLabel: contact ? t('dialog.save') : t('dialog.add'), onSubmit: onSubmit, onClose: onClose, extraActions: contact && onRemove ? (_jsx(Button, { type: "button", variant: "ghost", tone: "critical", onClick: () => onRemove(contact), children: t('dialog.remove') })) : undefined }));
}
