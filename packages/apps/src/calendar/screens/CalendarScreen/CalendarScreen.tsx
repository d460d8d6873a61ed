/**
 * Calendar (/apps/calendar): month, week and day grids over the events, add by clicking a day or a slot
 * (or Enter on it), edit, move (its date fields) and remove in a dialog; drag an event, or press M on it,
 * to move it to another day or slot. Writes are optimistic and roll back with an error snackbar when the
 * server refuses; the server's answer (the stored event) goes into the cache, with no refetch.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { PageSimple } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { startOfHour } from 'date-fns';
import { type ReactNode, useId } from 'react';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { calendarApi, calendarKeys } from '../../calendar.api';
import { periodTitle, toLocalInput, weekDays } from '../../calendar.dates';
import { type EventFormOutput, toEventFields } from '../../calendar.form';
import '../../calendar.icons';
import { t as translate, useT } from '../../i18n';
import {
  calendarStore,
  closeEventDialog,
  focusDay,
  focusSlot,
  fromDayKey,
  goToToday,
  openAddEvent,
  openEditEvent,
  setCalendarView,
  stepCalendar,
} from '../../calendar.store';
import { CalendarToolbar } from '../../views/CalendarToolbar/CalendarToolbar';
import * as css from '../../views/calendar.css';
import { EventDialog } from '../../views/EventDialog/EventDialog';
import { type MonthLayout, MonthView } from '../../views/MonthView/MonthView';
import { TimeGridView } from '../../views/TimeGridView/TimeGridView';

function useEventMutations() {
  const t = useT();
  const key = calendarKeys.events;
  // The server answers a change with the stored event: it replaces the cached one.
  const putAnswer = (event: CalendarEvent, _vars: unknown, client: QueryClient) =>
    putCachedItems<CalendarEvent>(client, key, [event]);
  const add = useAppMutation({
    mutationFn: ({ values }: { values: EventFormOutput; pendingId: string }) =>
      calendarApi.add(toEventFields(values)),
    queryKey: key,
    apply: ({ values, pendingId }, client) =>
      updateCachedLists<CalendarEvent>(client, key, (list) => [
        ...list,
        { ...toEventFields(values), id: pendingId, allDay: values.allDay, desc: values.desc },
      ]),
    // The stored event (with its generated id) takes the placeholder's place.
    answer: (event, { pendingId }, client) =>
      updateCachedLists<CalendarEvent>(client, key, (list) =>
        list.map((entry) => (entry.id === pendingId ? event : entry)),
      ),
    // No snackbar: the dialog shows the refusal and keeps what was typed.
    successMessage: ({ values }) => translate('add.done', { title: values.title }),
  });
  const replace = (event: CalendarEvent, client: QueryClient) =>
    patchCachedItems<CalendarEvent>(client, key, [event.id], () => event);
  // The contract takes the whole event.
  const update = useAppMutation({
    mutationFn: (event: CalendarEvent) => calendarApi.update(event),
    queryKey: key,
    apply: replace,
    answer: putAnswer,
    // No snackbar: the dialog shows the refusal and keeps what was typed.
    successMessage: t('save.done'),
  });
  // A drag or keyboard move: the grid already says where the event went, so only a refusal is shown.
  const move = useAppMutation({
    mutationFn: (event: CalendarEvent) => calendarApi.update(event),
    queryKey: key,
    apply: replace,
    answer: putAnswer,
    errorMessage: t('move.error'),
  });
  const remove = useAppMutation({
    mutationFn: (eventId: string) => calendarApi.remove(eventId),
    queryKey: key,
    apply: (eventId, client) =>
      updateCachedLists<CalendarEvent>(client, key, (list) => list.filter((entry) => entry.id !== eventId)),
    errorMessage: t('remove.error'),
    successMessage: t('remove.done'),
  });
  return { add, update, move, remove };
}

export interface CalendarScreenProps {
  /** How the month shows: by the room there is (the default: an agenda on a phone), or always one way. */
  monthLayout?: MonthLayout;
}

export function CalendarScreen({ monthLayout = 'auto' }: CalendarScreenProps = {}) {
  const t = useT();
  const titleId = useId();
  const { view, day, hour, dialog, dialogKey } = useSnapshot(calendarStore);
  const eventsQuery = useQuery({
    queryKey: calendarKeys.events,
    queryFn: ({ signal }) => calendarApi.events(signal),
  });
  const { add, update, move, remove } = useEventMutations();
  const events = eventsQuery.data ?? [];
  const focused = fromDayKey(day);
  const editing = dialog?.mode === 'edit' ? events.find((event) => event.id === dialog.eventId) : undefined;

  const confirmRemove = (event: CalendarEvent) => {
    // One modal at a time: the edit dialog closes, then the confirmation asks.
    closeEventDialog();
    confirmAction({
      title: t('remove.title', { title: event.title }),
      description: t('remove.description'),
      confirmLabel: t('remove.confirm'),
      onConfirm: () => {
        closeEventDialog();
        remove.mutate(event.id);
      },
    });
  };

  let content: ReactNode;
  if (view === 'month') {
    content = (
      <MonthView
        day={day}
        events={events}
        labelledBy={titleId}
        layout={monthLayout}
        onFocusDay={focusDay}
        onAddEvent={(start) => openAddEvent(start, true)}
        onOpenEvent={openEditEvent}
        onMoveEvent={move.mutate}
        onShowDay={(start) => {
          focusDay(start);
          setCalendarView('day');
        }}
      />
    );
  } else {
    content = (
      <TimeGridView
        days={view === 'week' ? weekDays(focused) : [focused]}
        day={day}
        hour={hour}
        events={events}
        labelledBy={titleId}
        onFocusSlot={focusSlot}
        onAddEvent={openAddEvent}
        onOpenEvent={openEditEvent}
        onMoveEvent={move.mutate}
      />
    );
  }

  return (
    <PageSimple
      header={<h1 className={css.title}>{t('page.title')}</h1>}
      content={
        <>
          <CalendarToolbar
            view={view}
            title={periodTitle(view, focused)}
            titleId={titleId}
            onToday={goToToday}
            onStep={stepCalendar}
            onViewChange={setCalendarView}
            onAdd={() => openAddEvent(toLocalInput(startOfHour(new Date())), false)}
          />
          {!eventsQuery.isPending && !eventsQuery.error && events.length === 0 ? (
            <p className={css.hint} role="status">
              {t('list.empty')}
            </p>
          ) : null}
          <QueryStatus
            query={eventsQuery}
            loading={t('list.loading')}
            error={(reason) => t('list.error', { reason: errorText(reason) })}
            fill
          >
            {content}
          </QueryStatus>
          <EventDialog
            key={dialogKey}
            open={dialog !== null && (dialog.mode === 'add' || editing !== undefined)}
            event={editing}
            start={dialog?.mode === 'add' ? dialog.start : undefined}
            allDay={dialog?.mode === 'add' ? dialog.allDay : undefined}
            onClose={closeEventDialog}
            onRemove={confirmRemove}
            onSubmit={async (values) => {
              // The dialog waits for the server: a refusal keeps it open with what was typed.
              if (editing) await update.mutateAsync({ ...editing, ...toEventFields(values) });
              else await add.mutateAsync({ values, pendingId: `pending-${Date.now()}` });
              closeEventDialog();
            }}
          />
        </>
      }
    />
  );
}

export default CalendarScreen;
