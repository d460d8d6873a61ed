/**
 * Add or edit an event: the entity form over the event schema (the date fields also move it), with
 * Remove when editing. Give it a new `key` each time it opens.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { EntityFormDialog } from '../../../lib/form/EntityFormDialog';
import {
  type EventFormOutput,
  EventFormSchema,
  eventFields,
  eventValues,
  newEventValues,
} from '../../calendar.form';
import { useT } from '../../i18n';

export interface EventDialogProps {
  open: boolean;
  /** The event being edited; none: a new event from `start`. */
  event?: CalendarEvent;
  /** A new event's day (yyyy-MM-dd) or start (yyyy-MM-ddTHH:mm). */
  start?: string;
  allDay?: boolean;
  /** Saves; a rejection keeps the dialog open with what was typed and says why in it. */
  onSubmit: (values: EventFormOutput) => Promise<unknown>;
  onRemove?: (event: CalendarEvent) => void;
  onClose: () => void;
}

export function EventDialog({
  open,
  event,
  start = '',
  allDay = false,
  onSubmit,
  onRemove,
  onClose,
}: EventDialogProps) {
  const t = useT();
  return (
    <EntityFormDialog
      open={open}
      title={t(event ? 'dialog.edit' : 'dialog.new')}
      schema={EventFormSchema}
      initialValues={event ? eventValues(event) : newEventValues(start, allDay)}
      fields={eventFields}
      submitLabel={t(event ? 'dialog.save' : 'dialog.add')}
      onSubmit={onSubmit}
      onClose={onClose}
      extraActions={
        event && onRemove ? (
          <Button type="button" variant="ghost" tone="critical" onClick={() => onRemove(event)}>
            {t('dialog.remove')}
          </Button>
        ) : undefined
      }
    />
  );
}
