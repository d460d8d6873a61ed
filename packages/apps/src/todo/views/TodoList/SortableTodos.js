import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger, Icon, IconButton, visuallyHidden, } from '@chorus/ui';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy, } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownToLine, ArrowUpToLine, GripVertical } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState, } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { placeOf, sortableAnnouncements, sortableInstructions, useFocusKept, verticalOnly, } from '../../../lib/dnd';
import { t as say, useT } from '../../i18n';
import * as css from '../todo.css';
// Module constants: dnd-kit memoises on identity, and new options each render would give every row a new
// context (and a re-render) whenever the list renders.
const modifiers = [verticalOnly];
// A few pixels of travel first, so a click on the handle is not a drag.
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };
/** The task list's sentences, in the active language when each is said. */
const words = {
    pickedUp: (name, at) => (at ? say('dnd.pickedUp', { name, ...at }) : say('dnd.pickedUpNowhere', { name })),
    moved: (name, to) => say('dnd.moved', { name, ...to }),
    notOver: (name) => say('dnd.notOver', { name }),
    dropped: (name, at) => say('dnd.dropped', { name, ...at }),
    droppedOutside: (name) => say('dnd.droppedOutside', { name }),
    cancelled: (name, at) => at ? say('dnd.cancelled', { name, ...at }) : say('dnd.cancelledNowhere', { name }),
};
export function SortableTodos({ todos, reorder, children }) {
    const t = useT();
    const ids = useMemo(() => todos.map((todo) => todo.id), [todos]);
    const titles = useRef(new Map());
    titles.current = new Map(todos.map((todo) => [todo.id, todo.title]));
    // Read by the stable callbacks below, so they always see the current order and handler.
    const latest = useRef({ ids, onReorder: reorder.onReorder });
    latest.current = { ids, onReorder: reorder.onReorder };
    const announcements = useMemo(() => sortableAnnouncements((id) => titles.current.get(id) ?? String(id), words), []);
    // A new language (a new `t`) gives new instructions; the announcements read it when they speak.
    const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: sortableInstructions(t('dnd.instructions')) }), [announcements, t]);
    const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
    const [announcement, setAnnouncement] = useState('');
    const listRef = useRef(null);
    useFocusKept(listRef);
    const moveTo = useCallback((id, to) => {
        const { ids: order, onReorder } = latest.current;
        const from = order.indexOf(id);
        if (from < 0 || to < 0 || to >= order.length || from === to)
            return;
        onReorder(arrayMove(order, from, to));
        setAnnouncement(words.moved(titles.current.get(id) ?? id, placeOf(to, order.length)));
    }, []);
    const move = useCallback((id, where) => {
        const { ids: order } = latest.current;
        const from = order.indexOf(id);
        const to = { up: from - 1, down: from + 1, top: 0, bottom: order.length - 1 }[where];
        moveTo(id, to);
    }, [moveTo]);
    const onDragEnd = useCallback(({ active, over }) => {
        if (over && active.id !== over.id)
            moveTo(String(active.id), latest.current.ids.indexOf(String(over.id)));
    }, [moveTo]);
    return (_jsxs(_Fragment, { children: [_jsx(DndContext, { sensors: sensors, collisionDetection: closestCenter, modifiers: modifiers, accessibility: accessibility, onDragEnd: onDragEnd, children: _jsx(SortableContext, { items: ids, strategy: verticalListSortingStrategy, children: _jsx("ul", { ref: listRef, className: list.list, "aria-label": t('list.label'), children: children(move) }) }) }), _jsx("span", { role: "status", className: visuallyHidden, children: announcement })] }));
}
/** A row's sortable parts: its node, its position while dragged, and its drag handle. */
export function useSortableTodo(todo, disabledReason, t) {
    const disabled = disabledReason !== undefined;
    const sortable = useSortable({ id: todo.id, disabled });
    const handle = (_jsx("button", { type: "button", ref: sortable.setActivatorNodeRef, className: css.dragHandle, ...sortable.attributes, ...sortable.listeners, "aria-label": t('reorder.handle', { title: todo.title }), title: disabled ? t('reorder.off', { reason: disabledReason }) : t('reorder.handleHint'), disabled: disabled, children: _jsx(GripVertical, { size: 16, "aria-hidden": true }) }));
    return {
        rowRef: sortable.setNodeRef,
        style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
        dragging: sortable.isDragging,
        handle,
    };
}
/** The menu's moves; each is off at one end of the list. */
const moves = [
    { where: 'up', icon: _jsx(Icon, { name: "arrow-up", size: "sm" }), atEnd: 'first' },
    { where: 'down', icon: _jsx(Icon, { name: "arrow-down", size: "sm" }), atEnd: 'last' },
    { where: 'top', icon: _jsx(ArrowUpToLine, { size: 16, "aria-hidden": true }), atEnd: 'first' },
    { where: 'bottom', icon: _jsx(ArrowDownToLine, { size: 16, "aria-hidden": true }), atEnd: 'last' },
];
/** The row's "More actions" menu: Move up / down / to top / to bottom. Its content mounts only while open. */
export const MoveMenu = memo(function MoveMenu({ todo, t, first, last, disabledReason, onMove, }) {
    const [open, setOpen] = useState(false);
    const disabled = disabledReason !== undefined;
    return (_jsxs(DropdownMenu, { open: open, onOpenChange: setOpen, children: [_jsx(DropdownMenuTrigger, { children: _jsx(IconButton, { label: t('reorder.more', { title: todo.title }), title: t('reorder.moreHint'), icon: _jsx(Icon, { name: "ellipsis-vertical", size: "sm" }) }) }), open ? (_jsxs(DropdownMenuContent, { align: "end", children: [disabled ? (_jsx(DropdownMenuLabel, { children: t('reorder.off', { reason: disabledReason }) })) : null, moves.map(({ where, icon, atEnd }) => (_jsx(DropdownMenuItem, { icon: icon, disabled: disabled || (atEnd === 'first' ? first : last), onSelect: () => onMove(todo.id, where), children: t(`reorder.${where}`) }, where)))] })) : null] }));
});
