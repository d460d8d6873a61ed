import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
/** The notes app: a masonry of notes per label or the archive, search, create and edit in a dialog. */
import '../../../lib/appIcons';
import { Button, Icon, QueryStatus, registerIcons } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { Archive, Bell, FileText, Pencil, Tag, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import { matchesSearch } from '../../../lib/listStore';
import { putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { useT } from '../../i18n';
import { notesApi, notesKeys } from '../../notes.api';
import { editNote, notesUiStore, openLabelsEditor, setNotesSearch } from '../../notes.store';
import { LabelsDialog } from '../../views/LabelsDialog/LabelsDialog';
import { NoteCard } from '../../views/NoteCard/NoteCard';
import { emptyNote, NoteDialog } from '../../views/NoteDialog/NoteDialog';
import * as css from '../../views/notes.css';
registerIcons({
    archive: Archive,
    bell: Bell,
    'file-text': FileText,
    pencil: Pencil,
    tag: Tag,
    trash: Trash2,
});
/** Only these labels stay on the cached notes (a deleted label leaves every note, as on the server). */
function keepLabels(client, labels) {
    const kept = new Set(labels.map((label) => label.id));
    updateCachedLists(client, notesKeys.notes, (list) => list.map((note) => note.labels.every((id) => kept.has(id))
        ? note
        : { ...note, labels: note.labels.filter((id) => kept.has(id)) }));
}
function useNoteMutations() {
    const t = useT();
    const save = useAppMutation({
        queryKey: notesKeys.notes,
        // A new note gets its id here (the API accepts one), so the optimistic card is the stored one.
        // The contract takes the whole note.
        mutationFn: (note) => note.time ? notesApi.update(note) : notesApi.create(note),
        apply: (note, client) => updateCachedLists(client, notesKeys.notes, (list) => note.time
            ? list.map((entry) => (entry.id === note.id ? { ...entry, ...note } : entry))
            : [{ ...note, time: new Date().toISOString() }, ...list]),
        // The server answers with the stored note (a new one with its time).
        answer: (stored, _note, client) => putCachedItems(client, notesKeys.notes, [stored]),
        errorMessage: t('save.error'),
        successMessage: (note) => (note.time ? t('save.saved') : t('save.created')),
    });
    const saveLabels = useAppMutation({
        // Both the labels and the notes: a deleted label leaves every note.
        queryKey: notesKeys.all,
        mutationFn: (next) => notesApi.updateLabels(next),
        apply: (next, client) => {
            client.setQueryData(notesKeys.labels, next);
            keepLabels(client, next);
        },
        // The server answers with the stored labels.
        answer: (stored, _next, client) => {
            client.setQueryData(notesKeys.labels, stored);
            keepLabels(client, stored);
        },
        errorMessage: t('labels.error'),
        successMessage: t('labels.saved'),
    });
    const remove = useAppMutation({
        queryKey: notesKeys.notes,
        mutationFn: (id) => notesApi.remove(id),
        apply: (id, client) => updateCachedLists(client, notesKeys.notes, (list) => list.filter((n) => n.id !== id)),
        errorMessage: t('delete.error'),
        successMessage: t('delete.done'),
    });
    return { save, saveLabels, remove };
}
export default function NotesScreen() {
    const t = useT();
    const { labelId } = useParams();
    const archive = useLocation().pathname.endsWith('/archive');
    const { search, editing, labelsOpen } = useSnapshot(notesUiStore);
    const notes = useQuery({ queryKey: notesKeys.notes, queryFn: ({ signal }) => notesApi.notes(signal) });
    const labels = useQuery({ queryKey: notesKeys.labels, queryFn: notesApi.labels });
    const labelList = labels.data ?? [];
    const { save, saveLabels, remove } = useNoteMutations();
    const visible = useMemo(() => (notes.data ?? []).filter((note) => note.archive === archive &&
        (!labelId || note.labels.includes(labelId)) &&
        matchesSearch(search, note.title, note.description, ...note.checklist.map((item) => item.text))), [notes.data, archive, labelId, search]);
    const current = editing && editing !== 'new' ? notes.data?.find((note) => note.id === editing) : undefined;
    return (_jsxs(FolderAppFrame, { title: archive
            ? t('nav.archive')
            : labelId
                ? (labelList.find((l) => l.id === labelId)?.name ?? t('app.title'))
                : t('app.title'), sidebarLabel: t('nav.sidebar'), search: search, onSearch: setNotesSearch, searchLabel: t('search.label'), sidebar: (close) => (_jsx(FolderSidebar, { onNavigate: close, action: _jsxs(_Fragment, { children: [_jsx(Button, { startIcon: _jsx(Icon, { name: "plus", size: "sm" }), onClick: () => {
                            close();
                            editNote('new');
                        }, children: t('nav.addNote') }), _jsx(Button, { variant: "outline", startIcon: _jsx(Icon, { name: "pencil", size: "sm" }), disabled: !labels.isSuccess, onClick: () => {
                            close();
                            openLabelsEditor(true);
                        }, children: t('nav.editLabels') })] }), sections: [
                {
                    title: t('nav.notes'),
                    links: [
                        { id: 'notes', title: t('nav.notes'), to: '/apps/notes', icon: 'file-text' },
                        { id: 'archive', title: t('nav.archive'), to: '/apps/notes/archive', icon: 'archive' },
                    ],
                },
                {
                    title: t('nav.labels'),
                    links: labelList.map((label) => ({
                        id: `label-${label.id}`,
                        title: label.name,
                        to: `/apps/notes/labels/${label.id}`,
                        icon: 'tag',
                    })),
                },
            ] })), children: [_jsx(QueryStatus, { query: notes, isEmpty: visible.length === 0, loading: t('list.loading'), error: (reason) => t('list.error', { reason: errorText(reason) }), empty: {
                    title: search ? t('list.emptySearch') : t('list.empty'),
                    icon: 'file-text',
                }, fill: true, children: _jsx("ul", { className: css.masonry, "aria-label": t('list.label'), children: visible.map((note) => (_jsx("li", { className: css.item, children: _jsx(NoteCard, { note: note, labels: labelList, onOpen: () => editNote(note.id) }) }, note.id))) }) }), editing === 'new' || current ? (_jsx(NoteDialog, { note: current ?? emptyNote(labelId ? [labelId] : [], archive), labels: labelList, onClose: () => editNote(null), onSave: (note) => {
                    save.mutate({ ...note, id: note.id ?? `note-${crypto.randomUUID()}` });
                    editNote(null);
                }, onDelete: current
                    ? () => {
                        remove.mutate(current.id);
                        editNote(null);
                    }
                    : undefined }, editing)) : null, labelsOpen ? (_jsx(LabelsDialog, { labels: labelList, onClose: () => openLabelsEditor(false), onSave: (next) => {
                    saveLabels.mutate(next);
                    openLabelsEditor(false);
                } })) : null] }));
}
