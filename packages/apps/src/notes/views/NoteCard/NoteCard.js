import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Box, Icon, Stack } from '@chorus/ui';
import { LabelChip } from '../../../lib/folder-app/ListControls';
import { Time } from '../../../lib/format';
import * as css from '../notes.css';
/** One note in the masonry: a button that opens it for editing. */
export function NoteCard({ note, labels, onOpen, }) {
    return (_jsxs("button", { type: "button", className: css.card, onClick: onOpen, "data-testid": "note-card", children: [note.image ? _jsx("img", { className: css.image, src: note.image, alt: "", loading: "lazy" }) : null, _jsxs(Stack, { as: "span", gap: "sm", padding: "lg", children: [note.title ? _jsx("span", { className: css.title, children: note.title }) : null, note.description ? _jsx("span", { className: css.text, children: note.description }) : null, note.checklist.length ? (_jsx("span", { className: css.checklist, children: note.checklist.map((item) => (_jsxs(Box, { as: "span", display: "block", className: item.checked ? css.done : undefined, children: [item.checked ? '☑' : '☐', " ", item.text] }, item.id))) })) : null, _jsxs(Stack, { as: "span", direction: "row", wrap: true, gap: "xs", fontSize: "xs", children: [note.reminder ? (_jsxs(Stack, { as: "span", direction: "row", align: "center", gap: "sm", children: [_jsx(Icon, { name: "bell", size: "xs" }), _jsx(Time, { value: note.reminder })] })) : null, note.labels.map((id) => {
                                const label = labels.find((entry) => entry.id === id);
                                return label ? _jsx(LabelChip, { title: label.name }, id) : null;
                            })] })] })] }));
}
