import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { visuallyHidden } from '@chorus/ui';
import { format } from 'date-fns';
import * as css from './calendar.css';
import { useMovableChip } from './EventMove';
function eventWhen(event) {
    return `${format(new Date(event.start), 'p')} to ${format(new Date(event.end), 'p')}`;
}
/** What the event's button says: its title and when (visible in part, the rest for screen readers). */
export function eventLabel(event) {
    return `${event.title}, ${event.allDay ? 'all day' : eventWhen(event)}`;
}
export function EventChip({ event, spot, focusable, onOpen, }) {
    const movable = useMovableChip(event, spot);
    return (_jsxs("button", { ref: movable.ref, type: "button", className: css.event, "data-all-day": event.allDay, "data-moving": movable.moving || undefined, tabIndex: focusable ? 0 : -1, title: eventLabel(event), ...movable.props, onClick: (clicked) => {
            clicked.stopPropagation();
            onOpen(event.id);
        }, onKeyDown: (pressed) => {
            pressed.stopPropagation();
            movable.onKeyDown(pressed);
        }, children: [_jsxs("span", { "aria-hidden": "true", children: [event.allDay ? null : _jsx("time", { dateTime: event.start, children: format(new Date(event.start), 'HH:mm') }), event.title] }), _jsx("span", { className: visuallyHidden, children: eventLabel(event) })] }));
}
