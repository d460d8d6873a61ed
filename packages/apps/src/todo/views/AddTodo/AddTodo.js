import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Icon, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { useT } from '../../i18n';
import * as css from '../todo.css';
/** Adds a task at the top of the list. */
export function AddTodo({ onAdd }) {
    const t = useT();
    const [title, setTitle] = useState('');
    return (_jsxs(Stack, { as: "form", direction: "row", gap: "sm", padding: "md", className: css.add, onSubmit: (event) => {
            event.preventDefault();
            const value = title.trim();
            if (!value)
                return;
            onAdd(value);
            setTitle('');
        }, children: [_jsx(TextField, { className: css.addField, label: t('add.label'), hideLabel: true, placeholder: t('add.placeholder'), maxLength: 200, value: title, onChange: (event) => setTitle(event.target.value) }), _jsx(Button, { type: "submit", startIcon: _jsx(Icon, { name: "plus", size: "sm" }), disabled: !title.trim(), children: t('add.submit') })] }));
}
