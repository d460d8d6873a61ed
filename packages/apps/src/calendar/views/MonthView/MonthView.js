import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { visuallyHidden } from '@chorus/ui';
import { format, isSameDay, isSameMonth } from 'date-fns';
import { useEffect, useRef } from 'react';
import { plural } from '../../../lib/format';
import { eventsOnDay, monthWeeks, moveDay } from '../../calendar.dates';
import { toDayKey } from '../../calendar.store';
import * as css from '../calendar.css';
import { EventChip } from '../EventChip';
import { DropCell, EventMove } from '../EventMove';
/** Events shown per day before "+N more". */
export const MONTH_EVENTS_PER_DAY = 3;
function isRtl(element) {
    return getComputedStyle(element).direction === 'rtl';
}
export function MonthView({ day, events, labelledBy, today = new Date(), autoFocus = false, onFocusDay, onAddEvent, onOpenEvent, onShowDay, onMoveEvent, }) {
    const focused = new Date(`${day}T00:00`);
    const weeks = monthWeeks(focused);
    const gridRef = useRef(null);
    const movedByKey = useRef(autoFocus);
    useEffect(() => {
        if (!movedByKey.current)
            return;
        movedByKey.current = false;
        gridRef.current?.querySelector(`[data-day="${day}"]`)?.focus();
    }, [day]);
    const onKeyDown = (pressed, date) => {
        if (pressed.key === 'Enter' || pressed.key === ' ') {
            pressed.preventDefault();
            onAddEvent(toDayKey(date));
            return;
        }
        const next = moveDay(date, pressed.key, isRtl(pressed.currentTarget));
        if (!next)
            return;
        pressed.preventDefault();
        movedByKey.current = true;
        onFocusDay(toDayKey(next));
    };
    // After a move by keyboard, focus follows the event to its new day.
    const onMove = (moved, to, byKeyboard) => {
        onMoveEvent?.(moved);
        if (!byKeyboard)
            return;
        if (to.day === day)
            gridRef.current?.querySelector(`[data-day="${day}"]`)?.focus();
        movedByKey.current = true;
        onFocusDay(to.day);
    };
    const range = {
        first: toDayKey(weeks[0]?.[0] ?? focused),
        last: toDayKey(weeks.at(-1)?.[6] ?? focused),
        month: true,
    };
    return (_jsx(EventMove, { range: range, onMove: onMoveEvent && onMove, children: _jsxs("div", { className: css.scroller, children: [_jsxs("table", { ref: gridRef, 
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid pattern (a table with role grid)
                    role: "grid", "aria-labelledby": labelledBy, className: `${css.grid} ${css.monthGrid}`, children: [_jsx("thead", { children: _jsx("tr", { children: weeks[0]?.map((date) => (_jsx("th", { scope: "col", abbr: format(date, 'EEEE'), className: css.columnHeader, children: format(date, 'EEE') }, date.getDay()))) }) }), _jsx("tbody", { children: weeks.map((week) => (_jsx("tr", { children: week.map((date) => {
                                    const key = toDayKey(date);
                                    const isFocused = key === day;
                                    const dayEvents = eventsOnDay(events, date);
                                    const shown = dayEvents.slice(0, MONTH_EVENTS_PER_DAY);
                                    const hidden = dayEvents.length - shown.length;
                                    const isToday = isSameDay(date, today);
                                    return (_jsxs(DropCell, { spot: { day: key }, role: "gridcell", className: css.monthCell, "data-day": key, "data-outside": !isSameMonth(date, focused), tabIndex: isFocused ? 0 : -1, "aria-current": isToday ? 'date' : undefined, "aria-selected": isFocused, onClick: () => {
                                            onFocusDay(key);
                                            onAddEvent(key);
                                        }, onFocus: (focusEvent) => {
                                            if (focusEvent.target === focusEvent.currentTarget && !isFocused)
                                                onFocusDay(key);
                                        }, onKeyDown: (pressed) => {
                                            if (pressed.target === pressed.currentTarget)
                                                onKeyDown(pressed, date);
                                        }, children: [_jsx("span", { className: visuallyHidden, children: `${format(date, 'EEEE, MMMM d, yyyy')}${isToday ? ', today' : ''}, ${plural(dayEvents.length, 'event')}` }), _jsx("span", { className: css.dayNumber, "aria-hidden": "true", children: date.getDate() }), shown.length > 0 ? (_jsxs("ul", { className: css.events, children: [shown.map((event) => (_jsx("li", { children: _jsx(EventChip, { event: event, spot: { day: key }, focusable: isFocused, onOpen: onOpenEvent }) }, event.id))), hidden > 0 ? (_jsx("li", { children: _jsxs("button", { type: "button", className: css.more, tabIndex: isFocused ? 0 : -1, onClick: (clicked) => {
                                                                clicked.stopPropagation();
                                                                onShowDay(key);
                                                            }, onKeyDown: (pressed) => pressed.stopPropagation(), children: ["+", hidden, " more"] }) })) : null] })) : null] }, key));
                                }) }, toDayKey(week[0])))) })] }), _jsxs("p", { className: css.hint, children: ["Arrow keys move between days, Page Up and Page Down between months; Enter adds an event.", onMoveEvent
                            ? ' Drag an event to another day, or press M on it and choose the day with the arrow keys.'
                            : ''] })] }) }));
}
