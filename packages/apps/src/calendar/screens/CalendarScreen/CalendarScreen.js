import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { PageSimple } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { startOfHour } from 'date-fns';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { calendarApi, calendarKeys } from '../../calendar.api';
import { periodTitle, toLocalInput, weekDays } from '../../calendar.dates';
import { toEventFields } from '../../calendar.form';
import '../../calendar.icons';
import { calendarStore, closeEventDialog, focusDay, focusSlot, fromDayKey, goToToday, openAddEvent, openEditEvent, setCalendarView, stepCalendar, } from '../../calendar.store';
import { CalendarToolbar } from '../../views/CalendarToolbar/CalendarToolbar';
import * as css from '../../views/calendar.css';
import { EventDialog } from '../../views/EventDialog/EventDialog';
import { MonthView } from '../../views/MonthView/MonthView';
import { TimeGridView } from '../../views/TimeGridView/TimeGridView';
function useEventMutations() {
    const key = calendarKeys.events;
    // The server answers a change with the stored event: it replaces the cached one.
    const putAnswer = (event, _vars, client) => putCachedItems(client, key, [event]);
    const add = useAppMutation({
        mutationFn: ({ values }) => calendarApi.add(toEventFields(values)),
        queryKey: key,
        apply: ({ values, pendingId }, client) => updateCachedLists(client, key, (list) => [
            ...list,
            { ...toEventFields(values), id: pendingId, allDay: values.allDay, desc: values.desc },
        ]),
        // The stored event (with its generated id) takes the placeholder's place.
        answer: (event, { pendingId }, client) => updateCachedLists(client, key, (list) => list.map((entry) => (entry.id === pendingId ? event : entry))),
        errorMessage: 'Could not add the event',
        successMessage: ({ values }) => `${values.title} added`,
    });
    const replace = (event, client) => patchCachedItems(client, key, [event.id], () => event);
    // The contract takes the whole event.
    const update = useAppMutation({
        mutationFn: (event) => calendarApi.update(event),
        queryKey: key,
        apply: replace,
        answer: putAnswer,
        errorMessage: 'Could not save the event',
        successMessage: 'Event saved',
    });
    // A drag or keyboard move: the grid already says where the event went, so only a refusal is shown.
    const move = useAppMutation({
        mutationFn: (event) => calendarApi.update(event),
        queryKey: key,
        apply: replace,
        answer: putAnswer,
        errorMessage: 'Could not move the event',
    });
    const remove = useAppMutation({
        mutationFn: (eventId) => calendarApi.remove(eventId),
        queryKey: key,
        apply: (eventId, client) => updateCachedLists(client, key, (list) => list.filter((entry) => entry.id !== eventId)),
        errorMessage: 'Could not remove the event',
        successMessage: 'Event removed',
    });
    return { add, update, move, remove };
}
export function CalendarScreen() {
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
    const confirmRemove = (event) => {
        // One modal at a time: the edit dialog closes, then the confirmation asks.
        closeEventDialog();
        confirmAction({
            title: `Remove ${event.title}?`,
            description: 'The event leaves the calendar. This cannot be undone.',
            confirmLabel: 'Remove',
            onConfirm: () => {
                closeEventDialog();
                remove.mutate(event.id);
            },
        });
    };
    let content;
    if (view === 'month') {
        content = (_jsx(MonthView, { day: day, events: events, labelledBy: titleId, onFocusDay: focusDay, onAddEvent: (start) => openAddEvent(start, true), onOpenEvent: openEditEvent, onMoveEvent: move.mutate, onShowDay: (start) => {
                focusDay(start);
                setCalendarView('day');
            } }));
    }
    else {
        content = (_jsx(TimeGridView, { days: view === 'week' ? weekDays(focused) : [focused], day: day, hour: hour, events: events, labelledBy: titleId, onFocusSlot: focusSlot, onAddEvent: openAddEvent, onOpenEvent: openEditEvent, onMoveEvent: move.mutate }));
    }
    return (_jsx(PageSimple, { header: _jsx("h1", { className: css.title, children: "Calendar" }), content: _jsxs(_Fragment, { children: [_jsx(CalendarToolbar, { view: view, title: periodTitle(view, focused), titleId: titleId, onToday: goToToday, onStep: stepCalendar, onViewChange: setCalendarView, onAdd: () => openAddEvent(toLocalInput(startOfHour(new Date())), false) }), !eventsQuery.isPending && !eventsQuery.error && events.length === 0 ? (_jsx("p", { className: css.hint, role: "status", children: "No events yet. Click a day, or press Enter on it, to add one." })) : null, _jsx(QueryStatus, { query: eventsQuery, loading: "Loading events\u2026", error: (reason) => `The events could not be loaded. ${errorText(reason)}`, fill: true, children: content }), _jsx(EventDialog, { open: dialog !== null && (dialog.mode === 'add' || editing !== undefined), event: editing, start: dialog?.mode === 'add' ? dialog.start : undefined, allDay: dialog?.mode === 'add' ? dialog.allDay : undefined, onClose: closeEventDialog, onRemove: confirmRemove, onSubmit: (values) => {
                        if (editing)
                            update.mutate({ ...editing, ...toEventFields(values) });
                        else
                            add.mutate({ values, pendingId: `pending-${Date.now()}` });
                        closeEventDialog();
                    } }, dialogKey)] }) }));
}
export default CalendarScreen;
