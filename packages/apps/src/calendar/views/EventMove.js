import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { visuallyHidden } from '@chorus/ui';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, } from '@dnd-kit/core';
import { createContext, useContext, useEffect, useRef, useState, } from 'react';
import { isSameTime, moveEvent, moveWords, nextSpot, spotId, } from '../calendar.move';
import * as css from './calendar.css';
const EventMoveContext = createContext(null);
const dragData = (data) => data;
const overSpot = (data) => data?.spot;
const isStartKey = (pressed) => pressed.key.toLowerCase() === 'm' && !pressed.ctrlKey && !pressed.metaKey && !pressed.altKey;
const TARGET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
export function EventMove({ range, onMove, children }) {
    const [announcement, setAnnouncement] = useState('');
    const [dragging, setDragging] = useState(null);
    const [keyboard, setKeyboardState] = useState(null);
    // The handlers read the move through a ref: a drop and the blur it causes come before a render.
    const keyboardRef = useRef(null);
    const setKeyboard = (move) => {
        keyboardRef.current = move;
        setKeyboardState(move);
    };
    const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
    /** Moves the event from where it was picked up to `to`; returns what to announce. */
    const drop = ({ event, from }, to, byKeyboard) => {
        const moved = moveEvent(event, from, to);
        if (isSameTime(moved, event))
            return moveWords.notMoved(event.title);
        onMove?.(moved, to, byKeyboard);
        return moveWords.moved(moved, to);
    };
    const announcements = {
        onDragStart: ({ active }) => {
            const data = dragData(active.data.current);
            return data && moveWords.pickedUp(data.event.title, false);
        },
        onDragOver: ({ active, over }) => {
            const data = dragData(active.data.current);
            return data && moveWords.over(data.event.title, overSpot(over?.data.current));
        },
        // The drop itself is announced once, in our own live region (onDragEnd below).
        onDragEnd: () => undefined,
        onDragCancel: ({ active }) => {
            const data = dragData(active.data.current);
            return data && moveWords.notMoved(data.event.title);
        },
    };
    const onDragStart = ({ active }) => {
        setDragging(dragData(active.data.current)?.event ?? null);
    };
    const onDragEnd = ({ active, over }) => {
        setDragging(null);
        const data = dragData(active.data.current);
        const to = overSpot(over?.data.current);
        if (data)
            setAnnouncement(to ? drop(data, to, false) : moveWords.notMoved(data.event.title));
    };
    const enabled = onMove !== undefined;
    const onChipKeyDown = (pressed, event, from) => {
        const move = keyboardRef.current;
        if (!move || move.event.id !== event.id || spotId(move.from) !== spotId(from)) {
            if (!enabled || !isStartKey(pressed))
                return;
            pressed.preventDefault();
            setKeyboard({ event, from, to: from });
            setAnnouncement(moveWords.pickedUp(event.title, true));
            return;
        }
        if (pressed.key === 'Escape' || pressed.key === 'Tab') {
            if (pressed.key === 'Escape')
                pressed.preventDefault();
            setKeyboard(null);
            setAnnouncement(moveWords.notMoved(event.title));
        }
        else if (pressed.key === 'Enter' || pressed.key === ' ') {
            pressed.preventDefault();
            setKeyboard(null);
            setAnnouncement(drop(move, move.to, true));
        }
        else if (TARGET_KEYS.includes(pressed.key)) {
            pressed.preventDefault();
            const rtl = getComputedStyle(pressed.currentTarget).direction === 'rtl';
            const to = nextSpot(move.to, pressed.key, { ...range, rtl });
            if (!to)
                return;
            setKeyboard({ ...move, to });
            setAnnouncement(moveWords.over(event.title, to));
        }
    };
    const onChipBlur = () => {
        const move = keyboardRef.current;
        if (!move)
            return;
        setKeyboard(null);
        setAnnouncement(moveWords.notMoved(move.event.title));
    };
    const context = { enabled, dragging, keyboard, onChipKeyDown, onChipBlur };
    return (_jsxs(DndContext, { sensors: sensors, collisionDetection: pointerWithin, accessibility: { announcements, screenReaderInstructions: { draggable: moveWords.instructions } }, onDragStart: onDragStart, onDragEnd: onDragEnd, onDragCancel: () => setDragging(null), children: [_jsx(EventMoveContext.Provider, { value: context, children: children }), _jsx(DragOverlay, { dropAnimation: null, children: dragging ? (_jsx("div", { className: `${css.event} ${css.dragOverlay}`, "data-all-day": dragging.allDay, "aria-hidden": "true", children: dragging.title })) : null }), _jsx("div", { role: "status", className: visuallyHidden, children: announcement })] }));
}
/** An event chip's part in moves: drag handlers and attributes, and whether it is moving. */
export function useMovableChip(event, from) {
    const move = useContext(EventMoveContext);
    const enabled = move?.enabled ?? false;
    const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
        id: `${event.id}@${spotId(from)}`,
        data: { event, from },
        disabled: !enabled,
    });
    const keyboardMoving = move?.keyboard?.event.id === event.id && spotId(move.keyboard.from) === spotId(from);
    return {
        ref: setNodeRef,
        moving: isDragging || keyboardMoving,
        props: enabled
            ? {
                ...listeners,
                'aria-describedby': attributes['aria-describedby'],
                'aria-keyshortcuts': 'M',
                onBlur: move?.onChipBlur,
            }
            : {},
        onKeyDown: (pressed) => move?.onChipKeyDown(pressed, event, from),
    };
}
/** A grid cell that events can be dropped on; it shows when it is where a move would land. */
export function DropCell({ spot, accepts = 'any', ...props }) {
    const move = useContext(EventMoveContext);
    const dragging = move?.dragging;
    const refuses = dragging && accepts !== 'any' && dragging.allDay !== (accepts === 'all-day');
    const { setNodeRef, node, isOver } = useDroppable({
        id: spotId(spot),
        data: { spot },
        disabled: !move?.enabled || Boolean(refuses),
    });
    const keyboardTarget = Boolean(move?.keyboard && spotId(move.keyboard.to) === spotId(spot));
    // The keyboard's drop target stays in sight as it leaves the scrolled part of the week.
    useEffect(() => {
        if (keyboardTarget)
            node.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }, [keyboardTarget, node]);
    return _jsx("td", { ref: setNodeRef, "data-drop-target": isOver || keyboardTarget ? 'true' : undefined, ...props });
}
