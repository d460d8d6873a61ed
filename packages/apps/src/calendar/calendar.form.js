import { addDays, addHours, isValid, parse, startOfDay, startOfHour, subDays } from 'date-fns';
import { z } from 'zod';
import { toLocalInput } from './calendar.dates';
const LOCAL = "yyyy-MM-dd'T'HH:mm";
const parseLocal = (value) => parse(value, LOCAL, new Date());
const isLocal = (value) => isValid(parseLocal(value));
export const EventFormSchema = z
    .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
    allDay: z.boolean(),
    start: z.string().refine(isLocal, 'Enter when it starts'),
    end: z.string().refine(isLocal, 'Enter when it ends'),
    desc: z.string().trim().max(5000, 'At most 5000 characters'),
})
    .refine((values) => values.allDay ? values.end.slice(0, 10) >= values.start.slice(0, 10) : values.end >= values.start, { path: ['end'], message: 'The end must not be before the start' });
/** A new event's values: an all-day event on a day, or an hour from a time. */
export function newEventValues(start, allDay) {
    const parsed = parseLocal(start.length === 10 ? `${start}T09:00` : start);
    const from = isValid(parsed) ? parsed : startOfHour(addHours(new Date(), 1));
    return { title: '', allDay, start: toLocalInput(from), end: toLocalInput(addHours(from, 1)), desc: '' };
}
export function eventValues(event) {
    const start = new Date(event.start);
    const end = new Date(event.end);
    if (!event.allDay)
        return { ...event, start: toLocalInput(start), end: toLocalInput(end) };
    const lastDay = end > start ? subDays(end, 1) : start;
    return { ...event, start: toLocalInput(startOfDay(start)), end: toLocalInput(startOfDay(lastDay)) };
}
export function toEventFields(values) {
    const start = parseLocal(values.start);
    const end = parseLocal(values.end);
    if (!values.allDay) {
        return { ...values, start: start.toISOString(), end: end.toISOString() };
    }
    return {
        ...values,
        start: startOfDay(start).toISOString(),
        end: addDays(startOfDay(end), 1).toISOString(),
    };
}
const dateOnly = {
    toInput: (value) => String(value).slice(0, 10),
    fromInput: (input) => `${input}T00:00`,
};
export function eventFields(values) {
    const when = values.allDay
        ? { type: 'date', ...dateOnly }
        : { type: 'datetime-local' };
    return [
        { name: 'title', label: 'Title', required: true, wide: true },
        { name: 'allDay', label: 'All day', type: 'checkbox', wide: true },
        { name: 'start', label: values.allDay ? 'Start date' : 'Starts', required: true, ...when },
        { name: 'end', label: values.allDay ? 'End date' : 'Ends', required: true, ...when },
        { name: 'desc', label: 'Description', type: 'textarea' },
    ];
}
