import { jsx as _jsx } from "react/jsx-runtime";
/**
 * The kit's controls as list rows use them: a selection checkbox named by the row, an on/off icon
 * button (star, priority) and a label chip with its colour.
 */
import { Checkbox, Chip, Icon, IconButton, visuallyHidden, } from '@chorus/ui';
import * as css from './folderApp.css';
/** A checkbox whose name is for assistive technology only (a row's "Select …", select all). */
export function RowCheckbox({ label, checked, onCheckedChange, disabled, }) {
    return (_jsx(Checkbox, { className: css.rowCheckbox, label: _jsx("span", { className: visuallyHidden, children: label }), checked: checked, disabled: disabled, onCheckedChange: (next) => onCheckedChange(next === true) }));
}
/** An icon-only kit IconButton; with `pressed` it is a toggle and fills its icon while on. */
export function ToggleIconButton({ icon, label, pressed, pressedLook = 'filled', className, ...rest }) {
    return (_jsx(IconButton, { label: label, title: label, icon: _jsx(Icon, { name: icon, size: "sm" }), "aria-pressed": pressed, "data-look": pressedLook, className: [css.toggleIcon, className].filter(Boolean).join(' '), ...rest }));
}
/** A label: the kit's Chip, compact, with the label's colour as a dot. */
export function LabelChip({ title, color }) {
    return (_jsx(Chip, { className: css.labelChip, label: title, icon: color ? _jsx("span", { className: css.chipDot, style: { background: color }, "aria-hidden": true }) : undefined }));
}
