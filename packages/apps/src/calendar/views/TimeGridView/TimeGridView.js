import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { visuallyHidden } from '@chorus/ui';
import { addDays, format, isSameDay, setHours } from 'date-fns';
import { useEffect, useRef } from 'react';
import { plural } from '../../../lib/format';
import { eventsInHour, eventsOnDay, toLocalInput } from '../../calendar.dates';
import { toDayKey } from '../../calendar.store';
import * as css from '../calendar.css';
import { EventChip } from '../EventChip';
import { DropCell, EventMove } from '../EventMove';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The all-day row's "hour". */
export const ALL_DAY = -1;
export function TimeGridView({ days, day, hour, events, labelledBy, today = new Date(), onFocusSlot, onAddEvent, onOpenEvent, onMoveEvent, }) {
    const gridRef = useRef(null);
    const scrollerRef = useRef(null);
    const movedByKey = useRef(false);
    const slotKey = `${day}/${hour}`;
    useEffect(() => {
        if (!movedByKey.current)
            return;
        movedByKey.current = false;
        gridRef.current?.querySelector(`[data-slot="${slotKey}"]`)?.focus();
    }, [slotKey]);
    // Open on the working day: the 8 o'clock row at the top.
    useEffect(() => {
        const scroller = scrollerRef.current;
        const row = gridRef.current?.querySelector('[data-hour="8"]');
        if (scroller && row)
            scroller.scrollTop = row.offsetTop - (gridRef.current?.tHead?.offsetHeight ?? 0);
    }, []);
    const add = (date, slot) => slot === ALL_DAY
        ? onAddEvent(toDayKey(date), true)
        : onAddEvent(toLocalInput(setHours(date, slot)), false);
    const onKeyDown = (pressed, date, slot) => {
        if (pressed.key === 'Enter' || pressed.key === ' ') {
            pressed.preventDefault();
            add(date, slot);
            return;
        }
        const rtl = getComputedStyle(pressed.currentTarget).direction === 'rtl';
        const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[pressed.key];
        let next;
        if (step)
            next = [addDays(date, step), slot];
        else if (pressed.key === 'ArrowUp')
            next = [date, Math.max(ALL_DAY, slot - 1)];
        else if (pressed.key === 'ArrowDown')
            next = [date, Math.min(23, slot + 1)];
        else if (pressed.key === 'Home')
            next = [date, ALL_DAY];
        else if (pressed.key === 'End')
            next = [date, 23];
        if (!next)
            return;
        pressed.preventDefault();
        movedByKey.current = true;
        onFocusSlot(toDayKey(next[0]), next[1]);
    };
    // After a move by keyboard, focus follows the event to its new slot.
    const onMove = (moved, to, byKeyboard) => {
        onMoveEvent?.(moved);
        if (!byKeyboard)
            return;
        const hourTo = to.hour ?? ALL_DAY;
        if (`${to.day}/${hourTo}` === slotKey)
            gridRef.current?.querySelector(`[data-slot="${slotKey}"]`)?.focus();
        movedByKey.current = true;
        onFocusSlot(to.day, hourTo);
    };
    const range = {
        first: toDayKey(days[0] ?? new Date()),
        last: toDayKey(days.at(-1) ?? new Date()),
        month: false,
    };
    const renderCell = (date, slot, slotEvents) => {
        const key = `${toDayKey(date)}/${slot}`;
        const isFocused = key === slotKey;
        const when = slot === ALL_DAY ? 'all day' : format(setHours(date, slot), 'haaa');
        const spot = slot === ALL_DAY ? { day: toDayKey(date) } : { day: toDayKey(date), hour: slot };
        return (_jsxs(DropCell, { spot: spot, accepts: slot === ALL_DAY ? 'all-day' : 'timed', role: "gridcell", "data-slot": key, className: slot === ALL_DAY ? css.cell : css.slotCell, tabIndex: isFocused ? 0 : -1, "aria-selected": isFocused, onClick: () => {
                onFocusSlot(toDayKey(date), slot);
                add(date, slot);
            }, onFocus: (focusEvent) => {
                if (focusEvent.target === focusEvent.currentTarget && !isFocused)
                    onFocusSlot(toDayKey(date), slot);
            }, onKeyDown: (pressed) => {
                if (pressed.target === pressed.currentTarget)
                    onKeyDown(pressed, date, slot);
            }, children: [_jsx("span", { className: visuallyHidden, children: `${format(date, 'EEEE, MMMM d')}, ${when}, ${plural(slotEvents.length, 'event')}` }), slotEvents.length > 0 ? (_jsx("ul", { className: css.events, children: slotEvents.map((event) => (_jsx("li", { children: _jsx(EventChip, { event: event, spot: spot, focusable: isFocused, onOpen: onOpenEvent }) }, event.id))) })) : null] }, key));
    };
    return (_jsx(EventMove, { range: range, onMove: onMoveEvent && onMove, children: _jsx("div", { ref: scrollerRef, className: css.timeScroller, children: _jsxs("table", { ref: gridRef, 
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid pattern (a table with role grid)
                role: "grid", "aria-labelledby": labelledBy, className: days.length === 1 ? css.dayGrid : css.grid, children: [_jsx("thead", { children: _jsxs("tr", { children: [_jsx("th", { scope: "col", className: css.rowHeader, children: _jsx("span", { className: visuallyHidden, children: "Time" }) }), days.map((date) => (_jsx("th", { scope: "col", className: css.columnHeader, "aria-current": isSameDay(date, today) ? 'date' : undefined, children: format(date, 'EEE d') }, toDayKey(date))))] }) }), _jsxs("tbody", { children: [_jsxs("tr", { "data-hour": ALL_DAY, children: [_jsx("th", { scope: "row", className: css.rowHeader, children: "All day" }), days.map((date) => renderCell(date, ALL_DAY, eventsOnDay(events, date).filter((event) => event.allDay)))] }), HOURS.map((slot) => (_jsxs("tr", { "data-hour": slot, children: [_jsx("th", { scope: "row", className: css.rowHeader, children: format(setHours(new Date(2000, 0, 1), slot), 'h aaa') }), days.map((date) => renderCell(date, slot, eventsInHour(events, date, slot)))] }, slot)))] })] }) }) }));
}
