import { jsx as _jsx } from "react/jsx-runtime";
import { Button } from '@chorus/ui';
import { EntityFormDialog } from '../../../lib/form/EntityFormDialog';
import { EventFormSchema, eventFields, eventValues, newEventValues, } from '../../calendar.form';
export function EventDialog({ open, event, start = '', allDay = false, onSubmit, onRemove, onClose, }) {
    return (_jsx(EntityFormDialog, { open: open, title: event ? 'Edit event' : 'New event', schema: EventFormSchema, initialValues: event ? eventValues(event) : newEventValues(start, allDay), fields: eventFields, submitLabel: event ? 'Save' : 'Add', onSubmit: onSubmit, onClose: onClose, extraActions: event && onRemove ? (_jsx(Button, { type: "button", variant: "ghost", tone: "critical", onClick: () => onRemove(event), children: "Remove" })) : undefined }));
}
