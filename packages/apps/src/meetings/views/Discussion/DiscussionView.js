import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, DateInput, Select, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../Grouping/grouping.css';
import { themesWithIdeas } from '../Grouping/themes';
import { useT } from '../i18n';
export function DiscussionView({ ideas, discussion, isHost, ...rest }) {
    const t = useT();
    const { themes, ungrouped } = themesWithIdeas(ideas, isHost);
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [themes.length === 0 ? _jsx("p", { className: shared.muted, children: t('discussion.noThemes') }) : null, themes.map(({ theme, ideas: inTheme }) => (_jsx(ThemeDiscussion, { ...rest, discussion: discussion, groupId: theme.id, title: theme.title, ideas: inTheme }, theme.id))), _jsx(ThemeDiscussion, { ...rest, discussion: discussion, groupId: null, title: t(themes.length ? 'discussion.other' : 'discussion.ideas'), ideas: ungrouped })] }));
}
function ThemeDiscussion({ discussion, groupId, title, ideas, participants, canWrite, onAddNote, onAddActionItem, }) {
    const t = useT();
    const headingId = `discuss-${groupId ?? 'meeting'}`;
    const notes = discussion.notes.filter((note) => note.groupId === groupId);
    const items = discussion.actionItems.filter((item) => item.groupId === groupId);
    return (_jsxs("section", { className: css.column, "aria-labelledby": headingId, children: [_jsxs(Stack, { direction: "row", align: "center", gap: "xs", children: [_jsx("h3", { className: css.columnTitle, id: headingId, children: title }), _jsx(Tag, { tone: "info", children: t('common.ideas', { count: ideas.length }) })] }), ideas.length ? (_jsx("ul", { className: css.notes, "aria-label": t('common.ideasIn', { title }), children: ideas.map((idea) => (_jsx("li", { className: css.note, children: _jsx("p", { className: shared.text, children: idea.text }) }, idea.id))) })) : null, _jsx("h4", { className: shared.subheading, children: t('discussion.notes') }), notes.length ? (_jsx("ul", { className: shared.bareList, "aria-label": t('discussion.notesOn', { title }), children: notes.map((note) => (_jsx("li", { className: shared.text, children: note.text }, note.id))) })) : (_jsx("p", { className: shared.muted, children: t('discussion.noNotes') })), canWrite ? _jsx(NoteForm, { title: title, onAdd: (text) => onAddNote({ groupId, text }) }) : null, _jsx("h4", { className: shared.subheading, children: t('discussion.actionItems') }), items.length ? (_jsx("ul", { className: shared.bareList, "aria-label": t('discussion.itemsOf', { title }), children: items.map((item) => (_jsx("li", { children: _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "xs", children: [_jsx("span", { className: shared.text, children: item.text }), _jsx(Tag, { children: item.owner ? item.owner.displayName : t('discussion.noOwner') }), item.dueOn ? (_jsx(Tag, { tone: "warning", children: t('discussion.due', { date: formatDate(item.dueOn) }) })) : null] }) }, item.id))) })) : (_jsx("p", { className: shared.muted, children: t('discussion.noItems') })), canWrite ? (_jsx(ActionItemForm, { title: title, participants: participants, onAdd: (item) => onAddActionItem({ groupId, ...item }) })) : null] }));
}
function NoteForm({ title, onAdd }) {
    const t = useT();
    const [text, setText] = useState('');
    const [error, setError] = useState();
    const [busy, setBusy] = useState(false);
    const submit = async (event) => {
        event.preventDefault();
        if (!text.trim())
            return setError(t('discussion.writeNote'));
        setBusy(true);
        try {
            await onAdd(text.trim());
            setText('');
            setError(undefined);
        }
        catch {
            // The screen has said why; the text stays.
        }
        finally {
            setBusy(false);
        }
    };
    return (_jsxs(Stack, { as: "form", direction: "row", wrap: true, align: "end", gap: "sm", noValidate: true, onSubmit: submit, children: [_jsx(TextField, { className: shared.grow, label: t('discussion.noteOn', { title }), value: text, error: error, onChange: (event) => setText(event.target.value) }), _jsx(Button, { type: "submit", variant: "outline", loading: busy, children: t('discussion.addNote') })] }));
}
function ActionItemForm({ title, participants, onAdd, }) {
    const t = useT();
    const [text, setText] = useState('');
    const [ownerId, setOwnerId] = useState('');
    const [dueOn, setDueOn] = useState('');
    const [error, setError] = useState();
    const [busy, setBusy] = useState(false);
    const submit = async (event) => {
        event.preventDefault();
        if (!text.trim())
            return setError(t('discussion.sayWhat'));
        setBusy(true);
        try {
            await onAdd({ text: text.trim(), ownerId: ownerId || null, dueOn: dueOn || null });
            setText('');
            setOwnerId('');
            setDueOn('');
            setError(undefined);
        }
        catch {
            // The screen has said why; the fields stay.
        }
        finally {
            setBusy(false);
        }
    };
    return (_jsxs(Stack, { as: "form", direction: "row", wrap: true, align: "end", gap: "sm", noValidate: true, onSubmit: submit, children: [_jsx(TextField, { className: shared.grow, label: t('discussion.itemOn', { title }), value: text, error: error, onChange: (event) => setText(event.target.value) }), _jsx(Select, { label: t('discussion.owner'), value: ownerId, onChange: (event) => setOwnerId(event.target.value), options: [
                    { value: '', label: t('discussion.nobody') },
                    ...participants.map((person) => ({ value: person.id, label: person.displayName })),
                ] }), _jsx(DateInput, { label: t('discussion.dueDate'), value: dueOn, onChange: (event) => setDueOn(event.target.value) }), _jsx(Button, { type: "submit", variant: "outline", loading: busy, children: t('discussion.addItem') })] }));
}
