import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from '@chorus/shell';
import { Icon, Stack } from '@chorus/ui';
import { memo } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { Time } from '../../../lib/format';
import { isOverdue } from '../../todo.due';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useStableHandlers } from '../../../lib/folder-app/useStableHandlers';
import { useT } from '../../i18n';
import * as css from '../todo.css';
import { MoveMenu, SortableTodos, useSortableTodo, } from './SortableTodos';
/**
 * The tasks: select, complete, star, prioritise, reorder; the title opens the edit dialog.
 * Rows are memoised and get only their own facts (selected or not, their link, first or last), so
 * selecting or starring one task re-renders that row, not the hundred others.
 */
export function TodoList({ todos, reorder, labels, selectedIds, itemPath, onToggleSelected, onToggle, }) {
    const t = useT();
    // The parent's callbacks behind stable functions, so memoised rows don't re-render when they change.
    const actions = useStableHandlers({ onToggleSelected, onToggle });
    const rowProps = (todo) => ({
        todo,
        labels,
        selected: selectedIds.includes(todo.id),
        href: itemPath(todo.id),
        actions,
        t,
    });
    if (!reorder) {
        return (_jsx("ul", { className: list.list, "aria-label": t('list.label'), children: todos.map((todo) => (_jsx(PlainTodoRow, { ...rowProps(todo) }, todo.id))) }));
    }
    return (_jsx(SortableTodos, { todos: todos, reorder: reorder, children: (move) => todos.map((todo, index) => (_jsx(SortableTodoRow, { ...rowProps(todo), first: index === 0, last: index === todos.length - 1, disabledReason: reorder.disabledReason, onMove: move }, todo.id))) }));
}
const PlainTodoRow = memo(function PlainTodoRow(props) {
    return _jsx(TodoRow, { ...props });
});
const SortableTodoRow = memo(function SortableTodoRow({ first, last, disabledReason, onMove, ...props }) {
    const sortable = useSortableTodo(props.todo, disabledReason, props.t);
    return (_jsx(TodoRow, { ...props, ...sortable, menu: _jsx(MoveMenu, { todo: props.todo, t: props.t, first: first, last: last, disabledReason: disabledReason, onMove: onMove }) }));
});
function TodoRow({ todo, labels, selected, href, actions, t, rowRef, style, dragging, handle, menu, }) {
    return (_jsxs("li", { ref: rowRef, style: style, className: `${list.row} ${css.row}`, "data-selected": selected || undefined, "data-completed": todo.completed || undefined, "data-dragging": dragging || undefined, "data-testid": "todo-row", children: [handle ? _jsx("span", { className: list.rowActions, children: handle }) : null, _jsx("span", { className: list.rowCheckWrap, children: _jsx(RowCheckbox, { label: t('list.select', { title: todo.title }), checked: selected, onCheckedChange: () => actions.onToggleSelected(todo.id) }) }), _jsx("span", { className: list.rowActions, children: _jsx(ToggleIconButton
                // Open: an empty circle; done: a filled circle with its check (not the same icon in two colours).
                , { 
                    // Open: an empty circle; done: a filled circle with its check (not the same icon in two colours).
                    icon: todo.completed ? 'circle-check' : 'circle', label: todo.completed ? t('list.markNotDone') : t('list.markDone'), pressed: todo.completed, pressedLook: "success", onClick: () => actions.onToggle(todo, 'completed') }) }), _jsxs("div", { className: list.rowBody, children: [_jsxs(Link, { to: href, className: list.rowLink, children: [_jsx("span", { className: css.title, children: todo.title }), todo.notes ? _jsx("span", { className: css.notes, children: todo.notes }) : null] }), _jsxs(Stack, { as: "span", direction: "row", wrap: true, align: "center", gap: "sm", marginBlockStart: "xs", className: css.meta, children: [todo.dueDate ? (isOverdue(todo) ? (_jsxs("span", { className: css.overdue, "data-testid": "todo-overdue", children: [_jsx(Icon, { name: "circle-alert", size: "xs" }), ' ', _jsx(Time, { value: todo.dueDate, format: "dayMonthYear", children: (date) => t('list.overdue', { date }) })] })) : (_jsxs("span", { children: [_jsx(Icon, { name: "clock", size: "xs" }), ' ', _jsx(Time, { value: todo.dueDate, format: "dayMonthYear", children: (date) => t('list.due', { date }) })] }))) : null, todo.labels.map((id) => {
                                const label = labels.find((entry) => entry.id === id);
                                return label ? _jsx(LabelChip, { title: label.title, color: label.color }, id) : null;
                            })] })] }), _jsxs("span", { className: list.rowActions, children: [_jsx(ToggleIconButton, { icon: "star", label: todo.starred ? t('list.unstar') : t('list.star'), pressed: todo.starred, onClick: () => actions.onToggle(todo, 'starred') }), _jsx(ToggleIconButton, { icon: "flag", label: todo.important ? t('list.notPriority') : t('list.priority'), pressed: todo.important, onClick: () => actions.onToggle(todo, 'important') }), menu] })] }));
}
