import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * Group ideas into themes like sticky notes: drag a note onto a theme, onto another note (a new theme of
 * both) or back to the ungrouped notes; with the keyboard, a note's handle picks it up (Space or Enter),
 * the arrows go from place to place, Space or Enter drops it. Every move is announced. Themes are named,
 * renamed, merged and deleted when empty; typing an existing name adds to that theme. Props in, callbacks out.
 */
import { themeKey, } from '@chorus/mock-handlers/contracts';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, Icon, IconButton, Stack, TextField, visuallyHidden, } from '@chorus/ui';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { dropTargetAnnouncements, dropTargetCollisions, dropTargetKeyboard, } from '../../../lib/dnd';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as meetings from '../../meetings.css';
import { t as translate, useT } from '../i18n';
import * as css from './grouping.css';
import { themesWithIdeas } from './themes';
const UNGROUPED = 'ungrouped';
const noteId = (id) => `note:${id}`;
/** A text in the language's quotation marks, cut to 60 characters: “Laptop setup”. */
const quoted = (text) => text.length > 60
    ? translate('group.quotedCut', { text: text.slice(0, 57) })
    : translate('group.quoted', { text });
const pointerOptions = { activationConstraint: { distance: 4 } };
/** What a screen reader hears while a note moves, in the active language (read when said). */
const dropWords = {
    pickedUp: (name) => translate('dnd.pickedUp', { name }),
    over: (name, target) => translate('dnd.over', { name, target }),
    overNothing: (name) => translate('dnd.overNothing', { name }),
    cancelled: (name) => translate('dnd.cancelled', { name }),
};
export function GroupingView(props) {
    const { data, isHost, canGroup, onMove } = props;
    const t = useT();
    const { themes, ungrouped } = useMemo(() => themesWithIdeas(data, isHost), [data, isHost]);
    const ideas = useRef(new Map());
    ideas.current = new Map(data.ideas.map((idea) => [idea.id, idea]));
    const [announcement, setAnnouncement] = useState('');
    const [dragging, setDragging] = useState(null);
    const chosen = useRef(null);
    const boardRef = useRef(null);
    const refocus = useRef(null);
    // A moved note is a new element in its new list: its handle gets the focus back.
    useLayoutEffect(() => {
        const id = refocus.current;
        if (!id || boardRef.current?.contains(document.activeElement))
            return;
        const handle = boardRef.current?.querySelector(`[data-note-handle="${CSS.escape(id)}"]`);
        if (handle) {
            handle.focus({ preventScroll: true });
            refocus.current = null;
        }
    });
    const { accessibility, collisionDetection, keyboardOptions } = useMemo(() => ({
        accessibility: {
            // The words are read when said: in the language active then.
            announcements: dropTargetAnnouncements((id) => quoted(ideas.current.get(String(id).slice(5))?.text ?? String(id)), dropWords, (id) => ideas.current.get(String(id).slice(5))?.groupId ?? UNGROUPED),
            screenReaderInstructions: {
                get draggable() {
                    return translate('dnd.instructions');
                },
            },
        },
        collisionDetection: dropTargetCollisions(chosen),
        keyboardOptions: { coordinateGetter: dropTargetKeyboard(chosen) },
    }), []);
    const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
    const onDragStart = ({ active }) => {
        const idea = ideas.current.get(String(active.id).slice(5)) ?? null;
        // The keyboard starts from the note's own place: its theme, or the ungrouped notes.
        chosen.current = idea?.groupId ?? UNGROUPED;
        setDragging(idea);
    };
    const onDragEnd = ({ active, over }) => {
        setDragging(null);
        const idea = ideas.current.get(String(active.id).slice(5));
        const target = over?.data.current;
        if (!idea)
            return;
        const stays = () => setAnnouncement(t('group.stays', { idea: quoted(idea.text) }));
        let move;
        const fromGroupId = idea.groupId;
        if (target?.kind === 'theme' && target.theme.id !== fromGroupId)
            move = { ideaId: idea.id, fromGroupId, toGroupId: target.theme.id };
        else if (target?.kind === 'idea' && target.idea.id !== idea.id) {
            const theirs = target.idea.groupId;
            if (theirs && theirs !== fromGroupId)
                move = { ideaId: idea.id, fromGroupId, toGroupId: theirs };
            else if (!theirs)
                move = { ideaId: idea.id, fromGroupId, toIdeaId: target.idea.id, toIdeaGroupId: null };
        }
        else if (target?.kind === 'ungrouped' && fromGroupId)
            move = { ideaId: idea.id, fromGroupId };
        if (!move)
            return stays();
        refocus.current = idea.id;
        onMove(move).then((answer) => {
            const theme = answer.groups.find((group) => group.ideaIds.includes(idea.id));
            setAnnouncement(theme
                ? t('group.moved', {
                    idea: quoted(idea.text),
                    theme: quoted(theme.title),
                    count: theme.ideaIds.length,
                })
                : t('group.ungroupedNow', { idea: quoted(idea.text) }));
        }, () => setAnnouncement(t('group.notMoved', { idea: quoted(idea.text) })));
    };
    const columns = (_jsxs(_Fragment, { children: [themes.map(({ theme, ideas: inTheme }) => (_jsx(ThemeColumn, { ...props, theme: theme, ideas: inTheme, others: themes, say: setAnnouncement }, theme.id))), _jsx(UngroupedColumn, { ...props, ideas: ungrouped })] }));
    if (!data.revealed)
        return (_jsx("p", { className: shared.muted, role: "status", children: t('board.notRevealed', { submitted: data.submittedCount, eligible: data.eligibleCount }) }));
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, ref: boardRef, children: [canGroup ? (_jsx(NewThemeForm, { themes: data.groups, onCreate: props.onCreate, say: setAnnouncement })) : null, themes.length === 0 ? (_jsxs("p", { className: shared.muted, children: [t('group.noThemes'), " ", canGroup ? t('group.noThemesHelp') : null] })) : null, canGroup ? (_jsxs(DndContext, { sensors: sensors, collisionDetection: collisionDetection, accessibility: accessibility, onDragStart: onDragStart, onDragEnd: onDragEnd, onDragCancel: () => setDragging(null), children: [_jsx("ul", { className: css.board, "aria-label": t('group.themes'), children: columns }), _jsx(DragOverlay, { dropAnimation: null, children: dragging ? (_jsx("div", { className: css.overlay, "aria-hidden": "true", children: dragging.text })) : null })] })) : (_jsx("ul", { className: css.board, "aria-label": t('group.themes'), children: columns })), _jsx("div", { role: "status", className: visuallyHidden, children: announcement })] }));
}
function NewThemeForm({ themes, onCreate, say, }) {
    const t = useT();
    const [title, setTitle] = useState('');
    const [error, setError] = useState();
    const [busy, setBusy] = useState(false);
    const submit = async (event) => {
        event.preventDefault();
        const name = title.trim();
        if (!name)
            return setError(t('group.nameRequired'));
        const existing = themes.find((theme) => themeKey(theme.title) === themeKey(name));
        setBusy(true);
        try {
            await onCreate(name);
            setTitle('');
            setError(undefined);
            say(existing
                ? t('group.exists', { theme: quoted(existing.title) })
                : t('group.added', { theme: quoted(name) }));
        }
        catch {
            // The screen has said why.
        }
        finally {
            setBusy(false);
        }
    };
    return (_jsxs(Stack, { as: "form", direction: "row", wrap: true, align: "end", gap: "sm", noValidate: true, onSubmit: submit, children: [_jsx(TextField, { className: shared.grow, label: t('group.newTheme'), value: title, error: error, onChange: (event) => setTitle(event.target.value) }), _jsx(Button, { type: "submit", variant: "outline", startIcon: _jsx(Icon, { name: "plus", size: "sm" }), loading: busy, children: t('group.addTheme') })] }));
}
function useTarget(id, data, disabled = false) {
    return useDroppable({ id, data, disabled });
}
function ThemeColumn({ theme, ideas, others, canGroup, isHost, canHide, onHide, onRename, onMerge, onDelete, say, }) {
    const t = useT();
    const { setNodeRef, isOver } = useTarget(theme.id, {
        kind: 'theme',
        theme,
        label: t('group.targetTheme', { theme: quoted(theme.title) }),
        depth: 1,
    });
    const [renaming, setRenaming] = useState(false);
    const headingId = `theme-${theme.id}`;
    const rename = async (title) => {
        const into = others.find(({ theme: other }) => other.id !== theme.id && themeKey(other.title) === themeKey(title));
        await onRename(theme, title);
        setRenaming(false);
        say(into
            ? t('group.joined', { theme: quoted(theme.title), into: quoted(into.theme.title) })
            : t('group.renamed', { theme: quoted(title) }));
    };
    return (_jsx("li", { ref: canGroup ? setNodeRef : undefined, className: `${css.column} ${isOver ? css.over : ''}`, children: _jsx("section", { "aria-labelledby": headingId, children: _jsxs(Stack, { gap: "sm", children: [renaming ? (_jsx(RenameForm, { theme: theme, onRename: rename, onCancel: () => setRenaming(false) })) : (_jsxs(Stack, { direction: "row", align: "center", gap: "xs", children: [_jsx("h3", { className: css.columnTitle, id: headingId, children: theme.title }), _jsx(Tag, { tone: "info", children: t('common.ideas', { count: ideas.length }) }), canGroup ? (_jsx(ThemeMenu, { theme: theme, empty: ideas.length === 0, others: others.map((entry) => entry.theme).filter((other) => other.id !== theme.id), onRename: () => setRenaming(true), onMerge: (into) => onMerge(theme, into).then(() => say(t('group.merged', { theme: quoted(theme.title), into: quoted(into.title) })), () => undefined), onDelete: () => onDelete(theme).then(() => say(t('group.deleted', { theme: quoted(theme.title) })), () => undefined) })) : null] })), ideas.length ? (_jsx("ul", { className: css.notes, "aria-label": t('common.ideasIn', { title: theme.title }), children: ideas.map((idea) => (_jsx(Note, { idea: idea, canGroup: canGroup, isHost: isHost, canHide: canHide, onHide: onHide, target: {
                                kind: 'idea',
                                idea,
                                label: t('group.targetTheme', { theme: quoted(theme.title) }),
                                keyboard: false,
                                depth: 2,
                            } }, idea.id))) })) : (_jsx("p", { className: shared.muted, children: canGroup ? t('group.emptyDrop') : t('group.noIdeas') }))] }) }) }));
}
function UngroupedColumn({ ideas, canGroup, isHost, canHide, onHide, }) {
    const t = useT();
    const { setNodeRef, isOver } = useTarget(UNGROUPED, {
        kind: 'ungrouped',
        label: t('group.targetUngrouped'),
        depth: 1,
    });
    return (_jsx("li", { ref: canGroup ? setNodeRef : undefined, className: `${css.column} ${isOver ? css.over : ''}`, children: _jsx("section", { "aria-labelledby": "theme-ungrouped", children: _jsxs(Stack, { gap: "sm", children: [_jsxs(Stack, { direction: "row", align: "center", gap: "xs", children: [_jsx("h3", { className: css.columnTitle, id: "theme-ungrouped", children: t('group.ungrouped') }), _jsx(Tag, { children: t('common.ideas', { count: ideas.length }) })] }), ideas.length ? (_jsx("ul", { className: css.notes, "aria-label": t('group.ungroupedIdeas'), children: ideas.map((idea) => (_jsx(Note, { idea: idea, canGroup: canGroup, isHost: isHost, canHide: canHide, onHide: onHide, target: {
                                kind: 'idea',
                                idea,
                                label: t('group.targetIdea', { idea: quoted(idea.text) }),
                                depth: 2,
                            } }, idea.id))) })) : (_jsx("p", { className: shared.muted, children: t('group.allGrouped') }))] }) }) }));
}
function Note({ idea, target, canGroup, isHost, canHide, onHide, }) {
    const t = useT();
    const movable = canGroup && !idea.hidden;
    const drag = useDraggable({ id: noteId(idea.id), disabled: !movable });
    const drop = useTarget(`idea:${idea.id}`, target, !movable || drag.isDragging);
    const ref = (node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
    };
    return (_jsxs("li", { ref: movable ? ref : undefined, className: `${css.note} ${idea.hidden ? meetings.hiddenIdea : ''} ${drag.isDragging ? css.dragging : ''} ${drop.isOver ? css.over : ''}`, children: [movable ? (_jsx("button", { type: "button", ref: drag.setActivatorNodeRef, className: css.dragHandle, ...drag.attributes, ...drag.listeners, "aria-label": t('group.moveIdea', { idea: quoted(idea.text) }), title: t('group.dragHint'), "data-note-handle": idea.id, children: _jsx(GripVertical, { size: 16, "aria-hidden": true }) })) : null, _jsxs("div", { className: css.noteBody, children: [_jsx("p", { className: shared.text, children: idea.text }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "xs", children: [_jsx("span", { className: shared.muted, children: idea.authorName ?? t('common.anonymous') }), idea.isMine ? _jsx(Tag, { tone: "accent", children: t('common.yours') }) : null, idea.hidden && isHost ? (_jsx(Tag, { tone: "warning", icon: "eye-off", children: t('group.hiddenTag') })) : null, canHide ? (_jsx(Button, { size: "sm", variant: "ghost", tone: "neutral", "aria-label": t(idea.hidden ? 'common.showIdea' : 'common.hideIdea', { text: idea.text }), onClick: () => onHide?.(idea.id, !idea.hidden), children: idea.hidden ? t('common.show') : t('common.hide') })) : null] })] })] }));
}
function ThemeMenu({ theme, empty, others, onRename, onMerge, onDelete, }) {
    const t = useT();
    const [open, setOpen] = useState(false);
    return (_jsxs(DropdownMenu, { open: open, onOpenChange: setOpen, children: [_jsx(DropdownMenuTrigger, { children: _jsx(IconButton, { label: t('group.themeActions', { theme: quoted(theme.title) }), title: t('group.themeActionsTitle'), icon: _jsx(Icon, { name: "ellipsis-vertical", size: "sm" }) }) }), open ? (_jsxs(DropdownMenuContent, { align: "end", children: [_jsx(DropdownMenuItem, { icon: _jsx(Icon, { name: "pencil", size: "sm" }), onSelect: onRename, children: t('group.rename') }), others.map((other) => (_jsx(DropdownMenuItem, { icon: _jsx(Icon, { name: "layers", size: "sm" }), onSelect: () => onMerge(other), children: t('group.mergeInto', { theme: quoted(other.title) }) }, other.id))), _jsx(DropdownMenuItem, { tone: "critical", icon: _jsx(Icon, { name: "trash", size: "sm" }), disabled: !empty, onSelect: onDelete, children: empty ? t('common.delete') : t('group.deleteNotEmpty') })] })) : null] }));
}
function RenameForm({ theme, onRename, onCancel, }) {
    const t = useT();
    const [title, setTitle] = useState(theme.title);
    const [error, setError] = useState();
    const [busy, setBusy] = useState(false);
    const submit = async (event) => {
        event.preventDefault();
        const name = title.trim();
        if (!name)
            return setError(t('group.nameRequired'));
        if (name === theme.title)
            return onCancel();
        setBusy(true);
        try {
            await onRename(name);
        }
        catch {
            setBusy(false);
        }
    };
    return (_jsxs(Stack, { as: "form", direction: "row", wrap: true, align: "end", gap: "xs", noValidate: true, onSubmit: submit, onKeyDown: (event) => {
            if (event.key === 'Escape')
                onCancel();
        }, children: [_jsx(TextField, { className: shared.grow, label: t('group.newName', { theme: quoted(theme.title) }), value: title, error: error, autoFocus: true, onChange: (event) => setTitle(event.target.value) }), _jsx(Button, { type: "submit", size: "sm", loading: busy, children: t('common.save') }), _jsx(Button, { type: "button", size: "sm", variant: "ghost", tone: "neutral", onClick: onCancel, children: t('common.cancel') })] }));
}
