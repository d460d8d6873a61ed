import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Icon, Stack, sprinkles, TextArea, visuallyHidden } from '@chorus/ui';
import { useEffect, useRef } from 'react';
import { Time } from '../../../lib/format';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';
/** The message field takes the composer's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });
export function Conversation({ contact, userId, messages, draft, onDraftChange, onSend, disabled, }) {
    const t = useT();
    const logRef = useRef(null);
    const count = messages.length;
    // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever one arrives
    useEffect(() => {
        const log = logRef.current;
        if (log)
            log.scrollTop = log.scrollHeight;
    }, [count]);
    const send = () => {
        const text = draft.trim();
        if (text && !disabled)
            onSend(text);
    };
    return (_jsxs("section", { className: css.conversation, "aria-label": t('conversation.label', { name: contact.name }), children: [_jsxs(Stack, { as: "header", direction: "row", align: "center", gap: "md", padding: "md", className: css.conversationHead, children: [_jsx(StatusAvatar, { name: contact.name, src: contact.avatar, status: contact.status, size: "lg" }), _jsxs("div", { className: css.linkText, children: [_jsx("h2", { className: css.name, children: contact.name }), _jsxs("span", { className: css.sub, children: [t(statusKey(contact.status)), contact.mood ? ' · ' : null, contact.mood] })] })] }), _jsx("section", { ref: logRef, className: css.logScroller, role: "log", "aria-live": "polite", "aria-label": t('conversation.messages'), 
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable)
                tabIndex: 0, children: _jsxs("ol", { className: css.log, children: [messages.length === 0 ? _jsx("li", { className: css.sub, children: t('conversation.empty') }) : null, messages.map((message, index) => {
                            const mine = message.who === userId;
                            return (_jsxs("li", { className: css.message, "data-mine": mine, children: [_jsxs("span", { className: visuallyHidden, children: [mine ? t('conversation.you') : contact.name, ": "] }), message.message, _jsx(Time, { className: css.messageTime, value: message.time, format: "time" })] }, `${message.time}-${index}`));
                        })] }) }), _jsxs(Stack, { as: "form", direction: "row", align: "end", gap: "sm", padding: "md", className: css.composer, onSubmit: (event) => {
                    event.preventDefault();
                    send();
                }, children: [_jsx(TextArea, { className: grow, label: t('conversation.message'), hideLabel: true, rows: 2, placeholder: t('conversation.placeholder'), value: draft, onChange: (event) => onDraftChange(event.target.value), onKeyDown: (event) => {
                            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                                event.preventDefault();
                                send();
                            }
                        } }), _jsxs(Button, { type: "submit", disabled: disabled || draft.trim() === '', children: [_jsx(Icon, { name: "send", size: "sm" }), t('conversation.send')] })] })] }));
}
