import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** Today, previous and next, the period's title (it names the grid), the view switch and Add event. */
import { Button, Icon, IconButton, Stack, visuallyHidden } from '@chorus/ui';
import { calendarViews } from '../../calendar.store';
import * as css from '../calendar.css';
const viewNames = { month: 'Month', week: 'Week', day: 'Day' };
export function CalendarToolbar({ view, title, titleId, onToday, onStep, onViewChange, onAdd, }) {
    const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
    return (_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", inlineSize: "100%", children: [_jsxs(Stack, { direction: "row", align: "center", gap: "xs", children: [_jsx(Button, { variant: "outline", tone: "neutral", onClick: onToday, children: "Today" }), _jsx(IconButton, { label: `Previous ${unit}`, icon: _jsx(Icon, { name: "chevron-left" }), onClick: () => onStep(-1) }), _jsx(IconButton, { label: `Next ${unit}`, icon: _jsx(Icon, { name: "chevron-right" }), onClick: () => onStep(1) })] }), _jsx("h2", { id: titleId, className: css.title, "aria-live": "polite", children: title }), _jsxs("fieldset", { className: css.viewButtons, children: [_jsx("legend", { className: visuallyHidden, children: "View" }), calendarViews.map((name) => (_jsx("button", { type: "button", className: css.viewButton, "aria-pressed": view === name, onClick: () => onViewChange(name), children: viewNames[name] }, name)))] }), _jsxs(Button, { onClick: onAdd, children: [_jsx(Icon, { name: "calendar-plus", size: "sm" }), "Add event"] })] }));
}
