import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** The user's own status and mood, editable: the status saves on change, the mood on Save (or Enter). */
import { ChatStatusSchema } from '@chorus/mock-handlers/contracts';
import { Button, Select, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';
const MAX_MOOD = 200;
export function UserStatus({ user, onStatusChange, onMoodSave }) {
    const t = useT();
    const [mood, setMood] = useState(user.mood);
    const tooLong = mood.length > MAX_MOOD;
    return (_jsxs("section", { className: css.userPanel, "aria-label": t('user.label'), children: [_jsxs(Stack, { direction: "row", align: "center", gap: "sm", children: [_jsx(StatusAvatar, { name: user.name, src: user.avatar, status: user.status }), _jsx("span", { className: css.name, children: user.name })] }), _jsx(Select, { label: t('user.status'), value: user.status, options: ChatStatusSchema.options.map((value) => ({ value, label: t(statusKey(value)) })), onChange: (event) => onStatusChange(event.target.value) }), _jsxs("form", { onSubmit: (event) => {
                    event.preventDefault();
                    if (!tooLong)
                        onMoodSave(mood.trim());
                }, children: [_jsx(TextField, { label: t('user.mood'), value: mood, error: tooLong ? t('user.moodTooLong', { max: MAX_MOOD }) : undefined, onChange: (event) => setMood(event.target.value) }), _jsx(Button, { type: "submit", size: "sm", variant: "soft", disabled: tooLong || mood.trim() === user.mood, children: t('user.saveMood') })] })] }));
}
